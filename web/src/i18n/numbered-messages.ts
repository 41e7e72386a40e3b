import type { i18n as I18n, PostProcessorModule } from 'i18next';

// Some server messages carry a number (or an e-mail) the server fills in ('… Please wait 14 minutes …'), so the
// exact text can never be a catalogue key. The catalogue holds them as templates with {{count}}
// placeholders instead (the same templates the server fills, from domain), and this matches a
// message against them.

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const compiled = new WeakMap<Record<string, string>, CompiledTemplate[]>();

function compile(catalogue: Record<string, string>): CompiledTemplate[] {
  const cached = compiled.get(catalogue);
  if (cached) return cached;
  const templates = Object.entries(catalogue)
    .filter(([key]) => key.includes('{{'))
    .map(([key, translation]) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const placeholder = /^\{\{(\w+)\}\}$/.exec(part);
          if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(placeholder[1]!);
          // An e-mail the server names, or else a count or a quantity as the pages show it ('1,000.50').
          return placeholder[1] === 'email' ? '([^\\s@]+@[^\\s@]+)' : '(\\d[\\d.,]*)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`), names, translation };
    });
  compiled.set(catalogue, templates);
  return templates;
}

/** The catalogue's translation of a message made from one of its numbered templates, or undefined. */
export function translateNumbered(message: string, catalogue: Record<string, string>): string | undefined {
  for (const template of compile(catalogue)) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    return template.translation.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
      const index = template.names.indexOf(name);
      return index < 0 ? whole : match[index + 1]!;
    });
  }
  return undefined;
}

/**
 * An i18next post-processor: a text that came back untranslated (it is not a key as it is) is
 * translated from the numbered templates of the current language's catalogue.
 */
export function numberedMessagesPostProcessor(i18n: I18n): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: 'numberedServerMessages',
    process(value: string, keys: string | string[]) {
      const key = Array.isArray(keys) ? keys[0] : keys;
      if (value !== key || i18n.language === 'en') return value;
      const catalogue = i18n.getResourceBundle(i18n.language, 'translation') as Record<string, string> | undefined;
      return (catalogue && translateNumbered(value, catalogue)) ?? value;
    },
  };
}
