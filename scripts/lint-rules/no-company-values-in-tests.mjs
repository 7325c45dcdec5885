/**
 * An ESLint rule for the test files: a test reads what it expects of the company from the configuration
 * (src/site.config.ts), never from a literal. A test that writes out a stand-in (the example phone, the example
 * address) or a figure the company claims ("500+") passes today and fails, or passes wrongly, once the owner's real
 * data is in. eslint.config.mjs gives the rule the configuration's current values as options, so it follows the
 * data file: a figure as text, or escaped as a regular expression writes it, on its own (not part of a longer number).
 */

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const writtenFigure = (figure) => new RegExp(`(?<![\\w.])(?:${escape(figure)}|${escape(escape(figure))})(?![\\w.])`, 'g');

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Expected company values come from src/site.config.ts, not from the test's own literals." },
    schema: [
      {
        type: 'object',
        properties: {
          standIns: { type: 'array', items: { type: 'string', minLength: 1 } },
          figures: { type: 'array', items: { type: 'string', minLength: 1 } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      standIn: 'The test writes out the company\'s value "{{ value }}": read it from site.config.ts (site), as the owner will change it.',
      figure: 'The test writes out the claimed figure "{{ value }}": read it from site.config.ts (claims), as the owner will confirm it.',
    },
  },
  create(context) {
    const { standIns = [], figures = [] } = context.options[0] ?? {};
    const { sourceCode } = context;
    const report = (messageId, value, index, length) =>
      context.report({
        messageId,
        data: { value },
        loc: { start: sourceCode.getLocFromIndex(index), end: sourceCode.getLocFromIndex(index + length) },
      });
    return {
      Program() {
        const { text } = sourceCode;
        for (const value of new Set(standIns))
          for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length))
            report('standIn', value, at, value.length);
        for (const figure of new Set(figures))
          for (const match of text.matchAll(writtenFigure(figure))) report('figure', figure, match.index, match[0].length);
      },
    };
  },
};
