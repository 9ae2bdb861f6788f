/**
 * JSON for inside an inline `<script>` element: structured data, a page's initial data and its module
 * list. The HTML parser ends a script at the first `</script` and treats `<!--` specially whatever the
 * JSON around them, so every `<` (and, for good measure, `>` and `&`) is written as a JSON escape; U+2028 and U+2029 are escaped too, as old
 * JavaScript parsers read them as line ends. JSON.parse returns exactly the original data.
 */
export function jsonForScriptElement(data: object): string {
  // One pass over the text (a page's initial data is tens of kilobytes, written on every fresh render).
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
