// Minifies, at build time, the scripts the site writes inside its pages: a template literal right after the
// mark below, in a module of the app. Every page carries them in its HTML, where their comments and
// indentation cost every visitor bytes of the first round trip. The values the template puts in (`${…}`)
// are kept as they are: each stands in the code as a name the minifier leaves alone, then goes back.
// Run by the build (vite.config.ts).
import { minifySync } from "vite";

const INLINE_SCRIPT_MARK = "/* inline-script */";

/** The module's code with each marked script minified, or null when it has none. */
export function minifyInlineScripts(code, file) {
  if (!code.includes(INLINE_SCRIPT_MARK)) return null;
  let result = "";
  let from = 0;
  for (let mark = code.indexOf(INLINE_SCRIPT_MARK); mark !== -1; mark = code.indexOf(INLINE_SCRIPT_MARK, from)) {
    const open =
      mark + INLINE_SCRIPT_MARK.length + (/^\s*/.exec(code.slice(mark + INLINE_SCRIPT_MARK.length))?.[0].length ?? 0);
    if (code[open] !== "`") throw new Error(`${file}: ${INLINE_SCRIPT_MARK} must be followed by a template literal`);
    const { end, raw, values } = readTemplate(code, open);
    // The template's own escapes (`\\s` is `\s` in the script), read as JavaScript reads them.
    const text = (0, eval)("`" + raw + "`");
    result += code.slice(from, open) + "`" + minified(text, values, file) + "`";
    from = end;
  }
  return result + code.slice(from);
}

const placeholder = (index) => `__inlineValue${index}__`;

/** The template's source text with a placeholder for each value, and the values' code. */
function readTemplate(code, open) {
  let raw = "";
  const values = [];
  let at = open + 1;
  while (code[at] !== "`") {
    if (at >= code.length) throw new Error("unterminated template literal");
    if (code[at] === "\\") {
      raw += code.slice(at, at + 2);
      at += 2;
    } else if (code.startsWith("${", at)) {
      const close = endOfExpression(code, at + 2);
      raw += placeholder(values.length);
      values.push(code.slice(at + 2, close));
      at = close + 1;
    } else {
      raw += code[at++];
    }
  }
  return { end: at + 1, raw, values };
}

/** Where the `${…}` that starts before `start` closes: braces, strings and nested templates skipped. */
function endOfExpression(code, start) {
  let depth = 0;
  for (let at = start; at < code.length; at++) {
    const char = code[at];
    if (char === '"' || char === "'") at = endOfString(code, at, char);
    else if (char === "`") at = readTemplate(code, at).end - 1;
    else if (char === "{") depth++;
    else if (char === "}" && depth-- === 0) return at;
  }
  throw new Error("unterminated ${…} in a template literal");
}

function endOfString(code, open, quote) {
  for (let at = open + 1; at < code.length; at++) {
    if (code[at] === "\\") at++;
    else if (code[at] === quote) return at;
  }
  throw new Error("unterminated string");
}

/** The script minified, written back as a template literal's body with its values in place. */
function minified(text, values, file) {
  const { code, errors } = minifySync(file.replace(/\.tsx?$/, ".js"), text, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`${file}: an inline script does not parse: ${errors[0].message}`);
  let body = code.trim().replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${");
  values.forEach((value, index) => {
    if (!body.includes(placeholder(index))) throw new Error(`${file}: the minifier dropped \${${value}}`);
    body = body.replaceAll(placeholder(index), "${" + value + "}");
  });
  return body;
}
