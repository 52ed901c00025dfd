/**
 * The one loose e-mail shape the sign-in pages, the gateway and the CRM agree on: it catches
 * typos («ivan@mail»), not whether an address exists (only a letter tells that).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
