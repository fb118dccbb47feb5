import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, minorUnitsToDecimal, parseMinorUnits } from "~/lib/money";

describe("money in minor units", () => {
  it("parses PayPal's decimal strings without floats", () => {
    expect(parseMinorUnits("9.99", "USD")).toBe(999);
    expect(parseMinorUnits("0.1", "USD")).toBe(10);
    expect(parseMinorUnits("10", "USD")).toBe(1000);
    expect(parseMinorUnits("1.10", "EUR")).toBe(110);
    expect(parseMinorUnits("1200", "JPY")).toBe(1200);
    expect(parseMinorUnits("1.000", "KWD")).toBe(1000);
    expect(parseMinorUnits("9.990", "USD")).toBe(999);
  });

  it("refuses what is not an amount in that currency", () => {
    for (const bad of ["", "-1", "1e3", "9.999", "abc", "1,00", " . "]) {
      expect(parseMinorUnits(bad, "USD")).toBeNull();
    }
    expect(parseMinorUnits("12.5", "JPY")).toBeNull();
    // Too large to be an exact number of minor units.
    expect(parseMinorUnits("999999999999999", "KWD")).toBeNull();
  });

  it("reads a trillion yen, which has thirteen digits before any point", () => {
    // A property-test counterexample in CI: the parser allowed twelve digits whatever the currency.
    expect(parseMinorUnits("1000000000000", "JPY")).toBe(10 ** 12);
  });

  it("turns minor units back into the exact decimal and formats them with Intl", () => {
    expect(minorUnitsToDecimal(999, "USD")).toBe("9.99");
    expect(minorUnitsToDecimal(5, "USD")).toBe("0.05");
    expect(minorUnitsToDecimal(1200, "JPY")).toBe("1200");
    expect(formatMoney(999, "USD")).toBe("$9.99");
    expect(formatMoney(0, "USD")).toBe("$0.00");
    expect(formatMoney(1200, "JPY")).toBe("¥1,200");
    expect(formatMoney(123456789, "EUR")).toBe("€1,234,567.89");
  });

  it("round-trips every amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom("USD", "JPY", "KWD"),
        (minor, currency) => {
          expect(parseMinorUnits(minorUnitsToDecimal(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
