/**
 * Sources one screen adds to the Content-Security-Policy (through its route `handle.csp`, read by
 * app/entry.server.tsx): the subscription screen opens it to PayPal, no other screen does.
 */
export type CspExtra = {
  scriptSrc?: string[];
  frameSrc?: string[];
  connectSrc?: string[];
  imgSrc?: string[];
  formAction?: string[];
};
