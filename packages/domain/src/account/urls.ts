// The account URLs a link in a mail carries (ADR 128), apart from the writes (ADR 102).

/** Query parameter of the verification link to /nieuwe-gebruikersnaam that carries the token. */
export const EMAIL_LINK_TOKEN_PARAM = 'token';
