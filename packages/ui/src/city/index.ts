// City detail parts and the city page template (re-exported by the package index).
export {};
