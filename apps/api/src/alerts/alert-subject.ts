import { alertSearchOf, type AlertRequest, type AlertSubject } from '@pcr/contracts';

/** What an alert request follows: its search (checked by the schema, read again here without `sort`) or its home. */
export function alertSubjectOf(body: AlertRequest): AlertSubject {
  if (body.propertyId !== undefined) return { kind: 'home', propertyId: body.propertyId };
  const parsed = alertSearchOf(body.search ?? '');
  if (!parsed.success) throw new Error('an alert search the schema let through does not parse');
  const { sort: _sort, ...search } = parsed.output;
  return { kind: 'search', search };
}
