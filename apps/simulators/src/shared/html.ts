const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A small standalone page; every value passed in `rows` is escaped. */
export function htmlPage(title: string, rows: readonly (readonly [string, string])[], note = ''): string {
  const body = rows.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:1.5rem}th{text-align:left;padding-right:1rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${note ? `<p>${escapeHtml(note)}</p>` : ''}<table>${body}</table></body></html>`;
}
