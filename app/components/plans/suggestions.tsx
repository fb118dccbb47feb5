import { PlanNavigationForm } from "./plan-buttons";
import { smallButtonClassName } from "./form-controls";
import { buttonClassName } from "~/components/ui/button";

type Suggestion = {
  id: number;
  name: string;
  description: string | null;
  explanation: string | null;
};
type Kind = "goal" | "task" | "habit";

const KIND_NAMES: Record<Kind, string> = { goal: "goal", task: "task", habit: "habit" };

/** Pending AI suggestions of one kind, each with Accept and Dismiss (forms, no JS needed). */
export function SuggestionList({
  kind,
  suggestions,
  redirectTo,
  compact = false,
}: {
  kind: Kind;
  suggestions: Suggestion[];
  redirectTo: string;
  compact?: boolean;
}) {
  if (!suggestions.length) return null;
  return (
    <section
      aria-label={`Suggested ${KIND_NAMES[kind]}s`}
      className="rounded-xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-900 dark:bg-brand-900/40"
    >
      <h3 className="text-sm font-semibold">Suggested from your journal</h3>
      <ul className="mt-2 space-y-3">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className="text-sm">
            <p className="font-medium">{suggestion.name}</p>
            {!compact && suggestion.description ? (
              <p className="text-body">{suggestion.description}</p>
            ) : null}
            {suggestion.explanation ? (
              <p className="mt-0.5 text-xs text-muted">{suggestion.explanation}</p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <PlanNavigationForm
                fields={{ intent: "accept-suggestion", kind, id: String(suggestion.id) }}
                redirectTo={redirectTo}
              >
                {(pending) => (
                  <button
                    type="submit"
                    disabled={pending}
                    aria-label={`Accept "${suggestion.name}"`}
                    className={smallButtonClassName}
                  >
                    {pending ? "Adding..." : "Accept"}
                  </button>
                )}
              </PlanNavigationForm>
              <PlanNavigationForm
                fields={{ intent: "dismiss-suggestion", kind, id: String(suggestion.id) }}
                redirectTo={redirectTo}
              >
                {(pending) => (
                  <button
                    type="submit"
                    disabled={pending}
                    aria-label={`Dismiss "${suggestion.name}"`}
                    className={smallButtonClassName}
                  >
                    Dismiss
                  </button>
                )}
              </PlanNavigationForm>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Asks the AI companion for suggestions from the last two weeks of journaling. */
export function SuggestButton({ redirectTo }: { redirectTo: string }) {
  return (
    <PlanNavigationForm fields={{ intent: "suggest" }} redirectTo={redirectTo}>
      {(pending) => (
        <button type="submit" disabled={pending} className={buttonClassName("secondary")}>
          {pending ? "Suggesting..." : "Suggest from my journal"}
        </button>
      )}
    </PlanNavigationForm>
  );
}
