/** Staff password lengths (OWASP ASVS 5.0 level 2): shared by the forms and the server's checks. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
