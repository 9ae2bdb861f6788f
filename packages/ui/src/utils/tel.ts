/** A tel: link for a displayed US phone number: "(949) 555-0112" → "tel:+19495550112". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** First name, for friendly link labels ("Email Daniel"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
