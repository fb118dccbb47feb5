import { readCookie } from "~/lib/cookies";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** docs/product.md#appearance-and-time-zone: the browser keeps the choice under this key; a cookie of the same name mirrors it. */
export const THEME_STORAGE_KEY = "theme";

export function parseTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : "system";
}

/** `theme-system` lets CSS follow prefers-color-scheme before (and without) JavaScript. */
export function themeClassName(theme: Theme) {
  return theme === "system" ? "theme-system" : theme;
}

export function readThemeCookie(cookieHeader: string | null): Theme {
  return parseTheme(readCookie(cookieHeader, THEME_STORAGE_KEY));
}

export function themeCookie(theme: Theme) {
  return `${THEME_STORAGE_KEY}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Runs before paint. It records the browser's timezone in a cookie (days are the person's local
 * days). The theme cookie is the source of truth (the appearance form works without
 * JavaScript); localStorage mirrors it, and only fills in when the cookie is missing.
 */
export const themeBootScript = `(function(){
try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&document.cookie.indexOf("tz="+encodeURIComponent(z))<0){document.cookie="tz="+encodeURIComponent(z)+"; Path=/; Max-Age=31536000; SameSite=Lax";}}catch(e){}
try{var k=${JSON.stringify(THEME_STORAGE_KEY)};var c=(document.cookie.match(/(?:^|;\\s*)theme=([a-z]+)/)||[])[1];var t=localStorage.getItem(k);
if(c){localStorage.setItem(k,c);return;}
if(t==="light"||t==="dark"||t==="system"){document.cookie="theme="+t+"; Path=/; Max-Age=31536000; SameSite=Lax";var h=document.documentElement;h.classList.remove("light","dark","theme-system");h.classList.add(t==="system"?"theme-system":t);}
else{localStorage.setItem(k,"system");}}catch(e){}
})();`;
