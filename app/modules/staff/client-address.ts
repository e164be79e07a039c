/** The header in which we hand better-auth the client address Express determined (never a client's). */
export const CLIENT_ADDRESS_HEADER = "x-kamba-client-address";
