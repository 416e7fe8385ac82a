import { hashPassword, passwordPolicyErrors, PasswordMessages, verifyPassword } from './passwords';

describe('password policy', () => {
  it('accepts a password with a symbol, an upper-case and lower-case letter and a digit', () => {
    expect(passwordPolicyErrors('Admin!2024')).toEqual([]);
    expect(passwordPolicyErrors('aB3$xy')).toEqual([]);
  });

  it("answers ASP.NET Identity's messages, in its order", () => {
    expect(passwordPolicyErrors('abc')).toEqual([
      'Passwords must be at least 6 characters.',
      'Passwords must have at least one non letter or digit character.',
      "Passwords must have at least one digit ('0'-'9').",
      "Passwords must have at least one uppercase ('A'-'Z').",
    ]);
    expect(passwordPolicyErrors('ABCDEF1!')).toEqual(["Passwords must have at least one lowercase ('a'-'z')."]);
    expect(passwordPolicyErrors('Abcdef1')).toEqual([PasswordMessages.nonLetterOrDigit]);
    expect(passwordPolicyErrors('Abcdef!')).toEqual([PasswordMessages.digit]);
    expect(passwordPolicyErrors('Ab1!')).toEqual([PasswordMessages.tooShort]);
  });

  it('counts accented letters as letters, not as symbols', () => {
    expect(passwordPolicyErrors('Élodie12X')).toEqual([PasswordMessages.nonLetterOrDigit]);
  });
});

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Admin!2024');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('Admin!2024');
    await expect(verifyPassword('Admin!2024', hash)).resolves.toBe(true);
    await expect(verifyPassword('admin!2024', hash)).resolves.toBe(false);
    await expect(verifyPassword('Admin!2024', 'garbage')).resolves.toBe(false);
  });

  it('salts: the same password hashes differently, unless the salt is given', async () => {
    expect(await hashPassword('Admin!2024')).not.toBe(await hashPassword('Admin!2024'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('Admin!2024', salt)).toBe(await hashPassword('Admin!2024', salt));
  });
});
