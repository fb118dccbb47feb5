/**
 * Passwords that appear at the top of every breach list. Refused at registration and reset even
 * though they meet the 6-character minimum of the spec.
 */
const COMMON_PASSWORDS = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "password", "password1", "password123",
  "qwerty", "qwerty123", "qwertyuiop", "abc123", "111111", "000000", "123123", "654321", "666666",
  "121212", "112233", "123321", "iloveyou", "admin", "admin123", "welcome", "welcome1", "letmein",
  "monkey", "dragon", "football", "baseball", "sunshine", "princess", "master", "shadow", "michael",
  "superman", "batman", "trustno1", "passw0rd", "p@ssw0rd", "asdfgh", "asdfghjkl", "zxcvbnm",
  "1q2w3e4r", "1qaz2wsx", "qazwsx", "aaaaaa", "secret", "changeme", "hello123", "starwars",
  "whatever", "freedom", "computer", "internet", "charlie", "jordan23", "loveme", "flower",
  "hottie", "lovely", "777777", "888888", "987654321", "159753", "147258369", "solace", "journal",
]);

export function isCommonPassword(password: string) {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
