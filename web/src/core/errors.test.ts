import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import i18n from '../i18n';
import nlApp from '../i18n/nl_BE/app.json';
import enApp from '../i18n/en_US/app.json';
import { UploadError } from '../ui/files/upload';
import { ServerError } from '@apollo/client/errors';
import { describeError, describeProblem, describeUserError, USER_ERROR_CODES } from './errors';

/** Every value of enum UserErrorCode, from `enum UserErrorCode` and each `extend enum UserErrorCode` in schema/. */
function schemaUserErrorCodes(): string[] {
  const dir = path.resolve(__dirname, '../../../schema');
  const codes = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.graphql'))) {
    const document = parse(readFileSync(path.join(dir, file), 'utf8'));
    for (const definition of document.definitions) {
      if ((definition.kind === Kind.ENUM_TYPE_DEFINITION || definition.kind === Kind.ENUM_TYPE_EXTENSION) && definition.name.value === 'UserErrorCode') {
        for (const value of definition.values ?? []) codes.add(value.name.value);
      }
    }
  }
  return [...codes].sort();
}

// Words that give a sentence away as English, or as Dutch (whole words, case-insensitive).
const ENGLISH =
  /\b(the|this|that|there|are|has|have|was|not|no|already|must|cannot|please|wrong|invalid|password|found|too|many|try|again|sent|completed|lines|customer|refused|input|duplicate|exists)\b/i;
const DUTCH =
  /\b(de|het|een|niet|al|moet|wachtwoord|onjuist|gevonden|ongeldig|bestaat|probeer|geweigerd|verstuurd|afgewerkt|lijnen|klant|geen|deze|dit|uw|van|voor|op|te|veel|zijn|heeft)\b/i;

/** Quoted names (the customer 'Nog te plannen') are no sentence of either language. */
const unquoted = (text: string) => text.replace(/'[^']*'|“[^”]*”/g, '');

const PROVIDER_ENGLISH = 'The provider refused this request because a rule was broken.';
const PROVIDER_DUTCH = 'De provider weigerde dit verzoek omdat een regel niet klopt.';

const codes = schemaUserErrorCodes();
const userErrors = { nl_BE: nlApp.errors.userErrors as Record<string, string>, en_US: enApp.errors.userErrors as Record<string, string> };

describe('refusal codes of the schema', () => {
  it('reads the codes from the SDL (the base enum and its extensions)', () => {
    expect(codes).toEqual(expect.arrayContaining(['INVALID_CREDENTIALS', 'PASSWORD_POLICY', 'DUPLICATE', 'ALREADY_SENT', 'ALREADY_INVOICED']));
    expect(codes.length).toBeGreaterThan(15);
  });

  it.each(codes)('%s is listed in errors.ts and translated in both languages', (code) => {
    expect(USER_ERROR_CODES).toContain(code);
    expect(userErrors.nl_BE[code]?.trim()).toBeTruthy();
    expect(userErrors.en_US[code]?.trim()).toBeTruthy();
    expect(userErrors.nl_BE[code]).not.toBe(userErrors.en_US[code]);
  });

  it.each(codes)('%s reads in Dutch in Dutch mode, the English provider text only as a detail', (code) => {
    const t = i18n.getFixedT('nl_BE');
    const shown = describeUserError({ code, message: PROVIDER_ENGLISH, field: null }, t);
    const main = shown.replace(` (het systeem antwoordde: “${PROVIDER_ENGLISH}”)`, '');
    expect(main).toBe(t(`app:errors.userErrors.${code}`));
    expect(main.startsWith(userErrors.nl_BE[code]?.split('{{')[0] ?? '')).toBe(true);
    expect(unquoted(main)).not.toMatch(ENGLISH);
    expect(shown.startsWith(PROVIDER_ENGLISH)).toBe(false);
  });

  it.each(codes)('%s reads in English in English mode, the Dutch provider text only as a detail', (code) => {
    const t = i18n.getFixedT('en_US');
    const shown = describeUserError({ code, message: PROVIDER_DUTCH, field: null }, t);
    const main = shown.replace(` (the system answered: “${PROVIDER_DUTCH}”)`, '');
    expect(main).toBe(t(`app:errors.userErrors.${code}`));
    expect(main.startsWith(userErrors.en_US[code]?.split('{{')[0] ?? '')).toBe(true);
    expect(unquoted(main)).not.toMatch(DUTCH);
    expect(shown.startsWith(PROVIDER_DUTCH)).toBe(false);
  });

  it('a code the client does not know reads as a refusal in the user language, with the provider text as detail', () => {
    expect(describeUserError({ code: 'SOMETHING_NEW', message: PROVIDER_ENGLISH }, i18n.getFixedT('nl_BE'))).toBe(
      `${userErrors.nl_BE.REFUSED} (het systeem antwoordde: “${PROVIDER_ENGLISH}”)`,
    );
  });
});

describe('a known refusal in the user’s words, with its facts (issue 34)', () => {
  const nl = i18n.getFixedT('nl_BE');
  const en = i18n.getFixedT('en_US');
  const fact = (name: string, value: string) => ({ name, value });

  it('names the e-mail that is taken, without the provider’s English', () => {
    const taken = { code: 'EMAIL_TAKEN', field: 'email', message: "Email 'an@x.be' is already taken.", facts: [fact('email', 'an@x.be')] };
    expect(describeUserError(taken, nl)).toBe('Het e-mailadres an@x.be is al in gebruik door een andere gebruiker.');
    expect(describeUserError(taken, en)).toBe('The e-mail address an@x.be is already used by another user.');
  });

  it('names the packing slip and the order that uses it', () => {
    const used = {
      code: 'PACKING_SLIP_USED',
      message: 'Packing slip 9920001 is already used for this product on sales order 3002.',
      facts: [fact('number', '9920001'), fact('salesOrderId', '3002')],
    };
    expect(describeUserError(used, nl)).toBe('Pakbon 9920001 is al gebruikt voor dit product op verkooporder 3002.');
    expect(describeUserError(used, en)).toBe('Packing slip 9920001 is already used for this product on sales order 3002.');
  });

  it('says which password rule in the user’s language', () => {
    const symbol = {
      code: 'PASSWORD_POLICY',
      field: 'password',
      message: 'Passwords must have at least one non letter or digit character.',
      facts: [fact('rule', 'SYMBOL')],
    };
    expect(describeUserError(symbol, nl)).toBe('Het wachtwoord moet minstens één teken bevatten dat geen letter of cijfer is.');
    expect(describeUserError(symbol, en)).toBe('The password must contain at least one character that is not a letter or digit.');
    const length = { code: 'PASSWORD_POLICY', message: 'Passwords must be at least 6 characters.', facts: [fact('rule', 'LENGTH'), fact('limit', '6')] };
    expect(describeUserError(length, nl)).toBe('Het wachtwoord moet minstens 6 tekens lang zijn.');
  });

  it('says a taken price date, a taken period and a purchase invoice without lines in Dutch only', () => {
    for (const [code, message] of [
      ['PRICE_DATE_TAKEN', 'A price is already available for this start date'],
      ['PERIOD_DATE_TAKEN', 'A period date already exists for this year and month'],
      ['NO_LINES', 'A purchase invoice without lines cannot be sent to accounting'],
    ] as const) {
      const shown = describeUserError({ code, message }, nl);
      expect(shown).toBe(userErrors.nl_BE[code]);
      expect(shown).not.toContain(message);
    }
  });
});

describe('upload errors in words', () => {
  it('says a too large file is too large, in the user language', () => {
    expect(describeError(new UploadError('PAYLOAD_TOO_LARGE', 'The file is larger than 25 MB.'), i18n.getFixedT('nl_BE'))).toBe(
      'Het bestand is te groot om op te laden.',
    );
    expect(describeError(new UploadError('NETWORK', 'x'), i18n.getFixedT('en_US'))).toMatch(/server cannot be reached|could not be reached|reach/i);
  });
});

describe('a gateway instance that is stopping', () => {
  it('says its 503 (SHUTTING_DOWN) as a restart where nothing was changed, in both languages', () => {
    const body = JSON.stringify({ errors: [{ message: 'This gateway instance is stopping', extensions: { code: 'SHUTTING_DOWN' } }] });
    const error = new ServerError('Response not successful', { response: { status: 503 } as Response, bodyText: body });
    expect(describeError(error, i18n.getFixedT('nl_BE'))).toBe(nlApp.errors.codes.SHUTTING_DOWN);
    expect(describeError(error, i18n.getFixedT('en_US'))).toBe(enApp.errors.codes.SHUTTING_DOWN);
    expect(nlApp.errors.codes.SHUTTING_DOWN).toMatch(/niets gewijzigd/);
  });
});

describe('a form’s problem in words: one way for every form', () => {
  const t = i18n.getFixedT('nl_BE');
  const refusal = { field: null, code: 'DUPLICATE', message: 'Duplicated Product!' };

  it('says a refusal, an error or the form’s own words, and nothing for no problem', () => {
    expect(describeProblem(null, t)).toBeNull();
    expect(describeProblem({ userError: refusal }, t)).toBe(describeUserError(refusal, t));
    expect(describeProblem({ error: new Error('offline') }, t)).toBe(describeError(new Error('offline'), t));
    expect(describeProblem({ words: 'Bijlage x.pdf geweigerd' }, t)).toBe('Bijlage x.pdf geweigerd');
  });

  it('lets a form say a refusal its own way', () => {
    expect(describeProblem({ userError: refusal }, t, (ue) => `eigen: ${ue.code}`)).toBe('eigen: DUPLICATE');
  });
});
