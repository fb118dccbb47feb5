import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { clsx } from "clsx";
import { ItemActions } from "~/components/plans/item-actions";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SCHEME_CLASSES } from "~/components/plans/colors";
import {
  AiExplanation,
  ColorSchemeField,
  SelectField,
  UndoBanner,
} from "~/components/plans/form-controls";
import { streakLabel } from "~/components/plans/goals-habits-tasks-card";
import { HabitToggle } from "~/components/plans/plan-buttons";
import { StreakCalendar } from "~/components/plans/streak-calendar";
import { SuggestButton, SuggestionList } from "~/components/plans/suggestions";
import { Field, TextareaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { PRODUCT_NAME } from "~/lib/site";
import {
  CapNotice,
  EditInPlace,
  isSavingItem,
  Pagination,
  PlanFormFooter,
  useFocusOnMount,
  useSavedCount,
} from "~/components/plans/screen-parts";
import {
  itemCapMessage,
  listHref,
  listPageFor,
  PLAN_ITEM_CAP,
  type PlanRuleCode,
} from "~/lib/plans";
import {
  afterTodayToggle,
  HABIT_FREQUENCIES,
  HABIT_FREQUENCY_LABELS,
  periodStatusLabel,
} from "~/lib/streaks";
import {
  createHabit,
  deletedHabitName,
  deleteHabit,
  listHabits,
  restoreHabit,
  updateHabit,
} from "~/models/habits.server";
import { listPendingSuggestions } from "~/models/suggestions.server";
import { parseId, PlanRuleError } from "~/models/plans.server";
import { HabitSchema } from "~/schemas/habits";
import { requireUserId } from "~/services/auth.server";
import { deleteOrRestorePlanItem, planRuleReply } from "~/services/plan-item-actions.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const meta: MetaFunction = () => [{ title: `Habits | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  const url = new URL(request.url);
  const editId = parseId(url.searchParams.get("edit"));
  const deletedId = parseId(url.searchParams.get("deleted"));
  const deletedName = deletedId ? deletedHabitName(userId, deletedId) : null;
  // The screen shows streaks and a two-week calendar, worked out here: years of stored ticks
  // stay on the server.
  const all = listHabits(userId, timezone).map(
    ({ completionHistory: _completionHistory, ...habit }) => habit,
  );
  const { editing, list } = listPageFor(all, editId, url.searchParams.get("page"));
  const cap: { code: PlanRuleCode; message: string } | null =
    all.length >= PLAN_ITEM_CAP ? { code: "item_cap", message: itemCapMessage("habit") } : null;
  return {
    suggestions: listPendingSuggestions(userId).habits,
    habits: list.items,
    page: list.page,
    pageCount: list.pageCount,
    cap,
    timezone,
    editing,
    deleted: deletedId && deletedName ? { id: deletedId, name: deletedName } : null,
    constraint: getZodConstraint(HabitSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(formData, { schema: HabitSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), rule: null }, { status: 400 });
    }
    if (intent === "create") {
      try {
        const habit = createHabit(userId, submission.value, timezone);
        return redirectWithToast("/habits", {
          type: "success",
          title: "Habit created",
          description: habit.title,
        });
      } catch (error) {
        if (!(error instanceof PlanRuleError)) throw error;
        const { result, rule, status } = planRuleReply(submission, error);
        return data({ result, rule }, { status });
      }
    }
    const id = parseId(String(formData.get("id") ?? ""));
    const habit = id ? updateHabit(userId, id, submission.value, timezone) : undefined;
    if (!habit) {
      return data(
        { result: submission.reply({ formErrors: ["That habit no longer exists."] }), rule: null },
        { status: 404 },
      );
    }
    return redirectWithToast(listHref("/habits", formData.get("page")), {
      type: "success",
      title: "Habit updated",
      description: habit.title,
    });
  }

  return deleteOrRestorePlanItem(formData, {
    path: "/habits",
    noun: "Habit",
    remove: (id) => deleteHabit(userId, id),
    restore: (id) => restoreHabit(userId, id),
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type HabitItem = LoaderData["habits"][number];

/**
 * The person's habits first (one page of them), the edit form in place of the habit being edited
 * (`?edit={id}#edit-{id}`), then the New habit form and the suggestions.
 */
export default function HabitsScreen() {
  const { habits, editing, deleted, timezone, suggestions, page, pageCount, cap } =
    useLoaderData<typeof loader>();
  const saved = useSavedCount("/habits");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading
        title="Habits"
        description="Build routines that support you, one day at a time."
        id="top"
      />
      {deleted ? <UndoBanner label={deleted.name} id={deleted.id} /> : null}
      <Panel title="Your habits">
        <p className="mt-1 text-xs text-subtle">Days follow your time zone ({timezone}).</p>
        {habits.length ? (
          <ul className="mt-4 space-y-3">
            {habits.map((habit) =>
              habit.id === editing?.id ? (
                <EditInPlace key={`edit-${habit.id}-${saved}`} id={habit.id} title={habit.title}>
                  <HabitForm editing={editing} page={page} />
                </EditInPlace>
              ) : (
                <HabitRow key={habit.id} habit={habit} />
              ),
            )}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed border-line-strong p-6 text-center">
            <p className="font-semibold">No Habits Yet</p>
            <p className="mt-1 text-sm text-muted">Add a habit below and build a streak.</p>
          </div>
        )}
        <Pagination screen="/habits" label="Habit pages" page={page} pageCount={pageCount} />
      </Panel>
      {editing ? null : (
        <Panel title="New habit">
          {cap ? <CapNotice message={cap.message} code={cap.code} /> : null}
          <HabitForm key={`new-${saved}`} editing={null} page={page} blocked={!!cap} />
        </Panel>
      )}
      <div className="space-y-3">
        <SuggestButton redirectTo="/habits" />
        <SuggestionList kind="habit" suggestions={suggestions} redirectTo="/habits" />
      </div>
    </div>
  );
}

function HabitForm({
  editing,
  page,
  blocked = false,
}: {
  editing: LoaderData["editing"];
  page: number;
  blocked?: boolean;
}) {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof HabitSchema>>({
    id: editing ? `habit-${editing.id}` : "habit-new",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: editing
      ? {
          title: editing.title,
          description: editing.description ?? "",
          frequency: editing.frequency,
          colorScheme: String(editing.colorScheme),
        }
      : { frequency: "daily", colorScheme: "1" },
    constraint,
    shouldValidate: "onSubmit",
  });
  useFocusOnMount(fields.title.id, Boolean(editing));
  const saving = isSavingItem(navigation);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <input type="hidden" name="page" value={page} />
      <Field
        label="Title"
        inputProps={getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
      />
      <TextareaField
        label="Description (optional)"
        textareaProps={{ ...getTextareaProps(fields.description), rows: 2 }}
        errors={fields.description.errors}
      />
      <SelectField
        label="Frequency"
        className="sm:max-w-xs"
        selectProps={{
          id: fields.frequency.id,
          name: fields.frequency.name,
          defaultValue: fields.frequency.initialValue as string | undefined,
        }}
        options={HABIT_FREQUENCIES.map((value) => ({
          value,
          label: HABIT_FREQUENCY_LABELS[value],
        }))}
        errors={fields.frequency.errors}
      />
      <ColorSchemeField
        name={fields.colorScheme.name}
        defaultValue={fields.colorScheme.initialValue as string | undefined}
        errors={fields.colorScheme.errors}
      />
      <PlanFormFooter
        screen="/habits"
        noun="habit"
        errorId={form.errorId}
        errors={form.errors}
        rule={actionData?.rule}
        editing={Boolean(editing)}
        saving={saving}
        blocked={blocked}
        page={page}
      />
    </Form>
  );
}

function HabitRow({ habit }: { habit: HabitItem }) {
  return (
    <li
      className={clsx(
        "rounded-xl border border-l-4 border-line p-4",
        SCHEME_CLASSES[habit.colorScheme].accent,
      )}
    >
      <div className="flex flex-wrap items-start gap-3">
        <HabitToggle habit={habit} redirectTo="/habits">
          {(done) => {
            const shown = afterTodayToggle(habit, done);
            return (
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{habit.title}</span>
                  <span className="text-sm font-semibold" data-testid="habit-streak">
                    {streakLabel(shown.streak, habit.frequency)}
                  </span>
                </div>
                <p className="text-xs text-muted">
                  {HABIT_FREQUENCY_LABELS[habit.frequency]} ·{" "}
                  {periodStatusLabel(habit.frequency, shown.donePeriod)}
                </p>
                {habit.description ? (
                  <p className="mt-1 text-sm text-body">{habit.description}</p>
                ) : null}
                <AiExplanation text={habit.source === "ai" ? habit.aiExplanation : null} />
                <StreakCalendar
                  calendar={shown.calendar}
                  scheme={habit.colorScheme}
                  title={habit.title}
                />
              </div>
            );
          }}
        </HabitToggle>
        <div className="flex gap-2">
          <ItemActions screen="/habits" id={habit.id} name={habit.title} />
        </div>
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
