import dns from "node:dns/promises";
import net from "node:net";

/**
 * Where the AI provider may live. Loopback and private addresses stay allowed (Ollama, vLLM and
 * LM Studio usually run there); link-local and cloud metadata addresses never are: a base URL
 * pointing there would make the server fetch its own cloud credentials.
 */
const METADATA_HOSTS = new Set([
  "metadata.google.internal",
  "metadata.goog",
  "metadata",
  "instance-data",
  "instance-data.ec2.internal",
]);

const BLOCKED_IPV4 = new net.BlockList();
BLOCKED_IPV4.addSubnet("169.254.0.0", 16, "ipv4"); // link-local: AWS, GCP, Azure, OpenStack metadata
BLOCKED_IPV4.addAddress("100.100.100.200", "ipv4"); // Alibaba Cloud metadata
BLOCKED_IPV4.addSubnet("0.0.0.0", 8, "ipv4"); // "this network"

const BLOCKED_IPV6 = new net.BlockList();
BLOCKED_IPV6.addSubnet("fe80::", 10, "ipv6"); // link-local
BLOCKED_IPV6.addAddress("fd00:ec2::254", "ipv6"); // AWS metadata over IPv6
BLOCKED_IPV6.addSubnet("::", 128, "ipv6"); // unspecified

const blockedMessage = (what: string) =>
  `This address is link-local or a cloud metadata service, which ${what} never is. Use the provider's own URL.`;
const UNKNOWN_HOST_MESSAGE = "The URL's host could not be found.";

/** True for a link-local or cloud-metadata address (IPv4-mapped IPv6 included). */
export function isBlockedAddress(address: string) {
  if (net.isIPv4(address)) return BLOCKED_IPV4.check(address, "ipv4");
  if (!net.isIPv6(address)) return false;
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:a9fe:a9fe) against IPv4 rules too.
  return BLOCKED_IPV6.check(address, "ipv6") || BLOCKED_IPV4.check(address, "ipv6");
}

/**
 * Checks a base URL (an AI provider's, a sign-in provider's issuer) before the app saves it or
 * sends anything to it: the host is resolved with
 * dns.lookup and every address it names is checked. Answers null when it may be used, otherwise
 * the reason to show.
 */
export async function checkBaseUrl(
  baseUrl: string,
  { what = "an AI provider", example = "https://api.openai.com/v1" } = {},
): Promise<string | null> {
  const BLOCKED_BASE_URL_MESSAGE = blockedMessage(what);
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return `Enter a full http(s) URL, such as ${example}`;
  }
  const bare = host.replace(/^\[|\]$/g, "");
  if (METADATA_HOSTS.has(bare)) return BLOCKED_BASE_URL_MESSAGE;
  if (net.isIP(bare)) return isBlockedAddress(bare) ? BLOCKED_BASE_URL_MESSAGE : null;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await dns.lookup(bare, { all: true, verbatim: true });
  } catch {
    return UNKNOWN_HOST_MESSAGE;
  }
  return addresses.some((entry) => isBlockedAddress(entry.address))
    ? BLOCKED_BASE_URL_MESSAGE
    : null;
}
