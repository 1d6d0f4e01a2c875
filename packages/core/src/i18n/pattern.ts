/**
 * Messages built by functions ("Photo ID must be a file you uploaded", "Date of birth cannot be
 * in the future") and texts holding a number from a constant ("Please allow 72 hours...") are
 * translated through patterns: an i18next key with {{params}}, and a regex that reads the
 * params back out of the English text a validator returned. Keys are derived by calling the
 * source function with sentinel arguments, so the English wording is never copied here: when
 * the source changes, the key changes and the catalogue test names the stale translation.
 */

/**
 * How a param's English value becomes the translated one: `text` translates it when the
 * catalogue knows it (a question's label, a date's subject) and keeps it otherwise; `literal`
 * keeps it (a practice or state name, a clinic's own question); `number` reformats it.
 * `option` reads a lowercased option label of a field; `fallback` translates only the one
 * wording the source uses when it has no name to give.
 */
export type ParamKind =
  | 'text'
  | 'literal'
  | 'number'
  | { option: readonly string[]; context: string }
  | { fallback: string };

export interface MessagePattern {
  /** The English text with {{param}} in place of each argument: the catalogue's key. */
  key: string;
  regex: RegExp;
  params: readonly { name: string; kind: ParamKind }[];
}

type ParamSpec = Readonly<Record<string, ParamKind>>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: string, params: ParamSpec): MessagePattern {
  const names: string[] = [];
  const source = key
    .split(/(\{\{[a-zA-Z]+\}\})/)
    .map((part) => {
      const name = /^\{\{([a-zA-Z]+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegex(part);
      if (!Object.hasOwn(params, name)) throw new Error(`Pattern param ${name} has no kind`);
      names.push(name);
      return params[name] === 'number' ? '(\\d[\\d,]*)' : '(.+?)';
    })
    .join('');
  return {
    key,
    regex: new RegExp(`^${source}$`, 's'),
    params: names.map((name) => ({ name, kind: params[name]! })),
  };
}

/** A sentinel no real text holds: a control character around the param's name. */
const sentinel = (name: string) => `\u0001${name}\u0001`;
// Numbers cannot carry a name: each numeric param gets a number no message would contain.
const sentinelNumber = (index: number) => 987_654_321 + index;

/**
 * A pattern from the function that builds the English message. `params` names its arguments
 * in order with their kinds; a `number` argument may be printed plain or grouped (en-US).
 */
export function patternOf<A extends unknown[]>(
  render: (...args: A) => string,
  params: ParamSpec,
): MessagePattern {
  const names = Object.keys(params);
  const args = names.map((name, i) =>
    params[name] === 'number' ? sentinelNumber(i) : sentinel(name),
  );
  let key = render(...(args as A));
  names.forEach((name, i) => {
    const raw = args[i]!;
    const forms =
      typeof raw === 'number' ? [raw.toLocaleString('en-US'), String(raw)] : [String(raw)];
    // A source that lowercases a label keeps the sentinel as is: param names are lowercase.
    const form = forms.find((f) => key.includes(f));
    if (form === undefined) throw new Error(`Pattern param ${name} does not appear in ${key}`);
    key = key.split(form).join(`{{${name}}}`);
  });
  return compile(key, params);
}

/**
 * A pattern from a fixed English text that holds values from constants (hours, days, a fee):
 * each value is found once in the text and becomes a param.
 */
export function patternIn(
  text: string,
  values: Readonly<Record<string, number | string>>,
): MessagePattern {
  let key = text;
  const params: Record<string, ParamKind> = {};
  for (const [name, value] of Object.entries(values)) {
    const form = String(value);
    if (key.split(form).length !== 2) throw new Error(`"${form}" must appear once in: ${text}`);
    key = key.replace(form, `{{${name}}}`);
    params[name] = typeof value === 'number' ? 'number' : 'literal';
  }
  return compile(key, params);
}

/** The first pattern the English text fits, with each param's English value. */
export function matchPattern(
  patterns: readonly MessagePattern[],
  text: string,
): { pattern: MessagePattern; values: Record<string, string> } | undefined {
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.params.forEach((param, i) => (values[param.name] = match[i + 1]!));
    return { pattern, values };
  }
  return undefined;
}
