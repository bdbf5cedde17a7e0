// Which instants the database can store. JavaScript's dates reach ±271,821 years, PostgreSQL's timestamps
// 4713 BC to 294276 AD, and ISO 8601 (what the API reads and writes) four-digit years: a date outside the
// years 1 to 9999 is refused where it comes in, not by PostgreSQL, which would fail the request.
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999;
}
