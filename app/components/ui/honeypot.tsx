import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** A field people never see or reach; bots that fill every input give themselves away. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-input`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
