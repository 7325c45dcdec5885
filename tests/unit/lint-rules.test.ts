/** The project's own ESLint rules (scripts/lint-rules/), with values given as eslint.config.mjs gives them. */
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import noCompanyValuesInTests from '../../scripts/lint-rules/no-company-values-in-tests.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Made-up values: the rule's options, as the configuration's would be.
const options = [{ standIns: ['12345 67890', 'mail@test.invalid'], figures: ['777+', '3.3'] }];
new RuleTester().run('no-company-values-in-tests', noCompanyValuesInTests, {
  valid: [
    { code: 'expect(text).toContain(site.phones.mobile.display);', options },
    // A figure inside a longer number is another number.
    { code: 'const price = 1777+2; const version = "13.3.1";', options },
    { code: "expect(text).toContain('12345 67890');" },
  ],
  invalid: [
    { code: "expect(text).toContain('12345 67890');", options, errors: [{ messageId: 'standIn' }] },
    {
      code: '// mail mail@test.invalid\nconst a = `mail@test.invalid`;',
      options,
      errors: [
        { messageId: 'standIn', line: 1 },
        { messageId: 'standIn', line: 2 },
      ],
    },
    { code: "expect(text).toContain('777+ moves');", options, errors: [{ messageId: 'figure' }] },
    { code: 'expect(text).toMatch(/rated 3\\.3 by/);', options, errors: [{ messageId: 'figure' }] },
  ],
});
