-- "N buyers are looking for a home like yours" (issue 47) reads the running alerts of one city: without
-- an index every count read every alert (bench:seller, 10,000 alerts: 14-21 ms for one row).
CREATE INDEX lead_alerts_search_city_idx ON lead_alerts ((search ->> 'city')) WHERE NOT paused;
