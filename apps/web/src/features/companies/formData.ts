/** Every value as text, as a multipart body carries it; none (null) travels as blank. */
export function toFormData(values: Record<string, unknown>, file?: { name: string; file: File }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    form.append(key, value === null ? '' : String(value));
  }
  if (file) form.append(file.name, file.file);
  return form;
}
