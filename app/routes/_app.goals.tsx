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
  smallButtonClassName,
  UndoBanner,
} from "~/components/plans/form-controls";
import { SuggestButton, SuggestionList } from "~/components/plans/suggestions";
import { ProgressBar } from "~/components/plans/progress-bar";
import { ErrorList, Field, TextareaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { monthDayYear } from "~/lib/format-day";
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
  GOAL_STATUS_LABELS,
  GOAL_STATUSES,
  goalLimitMessage,
  itemCapMessage,
  listHref,
  listPageFor,
  PLAN_ITEM_CAP,
  type PlanRuleCode,
} from "~/lib/plans";
import { PRODUCT_NAME } from "~/lib/site";
import {
  createGoal,
  deleteGoal,
  deletedGoalName,
  goalAllowance,
  listGoals,
  restoreGoal,
  updateGoal,
  updateGoalProgress,
} from "~/models/goals.server";
import { listPendingSuggestions } from "~/models/suggestions.server";
import { parseId, PlanRuleError } from "~/models/plans.server";
import { GoalProgressSchema, GoalSchema } from "~/schemas/goals";
import { requireUserId } from "~/services/auth.server";
import { deleteOrRestorePlanItem, planRuleReply } from "~/services/plan-item-actions.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const meta: MetaFunction = () => [{ title: `Goals | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  const url = new URL(request.url);
  const editId = parseId(url.searchParams.get("edit"));
  const deletedId = parseId(url.searchParams.get("deleted"));
  const all = listGoals(userId, timezone);
  const { editing, list } = listPageFor(all, editId, url.searchParams.get("page"));
  const allowance = goalAllowance(userId);
  const cap: { code: PlanRuleCode; message: string } | null =
    all.length >= PLAN_ITEM_CAP
      ? { code: "item_cap", message: itemCapMessage("goal") }
      : allowance.reached
        ? { code: "goal_limit", message: goalLimitMessage(allowance.max!) }
        : null;
  return {
    goals: list.items,
    names: all.map(({ id, name }) => ({ id, name })),
    page: list.page,
    pageCount: list.pageCount,
    suggestions: listPendingSuggestions(userId).goals,
    editing,
    allowance,
    cap,
    deleted: deletedGoalByUndo(userId, deletedId),
    constraint: getZodConstraint(GoalSchema),
  };
}

/** Undo is offered only while that goal is really deleted, and only for its owner. */
function deletedGoalByUndo(userId: number, id: number | null) {
  const name = id ? deletedGoalName(userId, id) : null;
  return id && name ? { id, name } : null;
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(formData, { schema: GoalSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), rule: null, progress: null }, { status: 400 });
    }
    try {
      if (intent === "create") {
        const goal = createGoal(userId, submission.value, timezone);
        return redirectWithToast("/goals", {
          type: "success",
          title: "Goal created",
          description: goal.name,
        });
      }
      const id = parseId(String(formData.get("id") ?? ""));
      const goal = id ? updateGoal(userId, id, submission.value, timezone) : undefined;
      if (!goal) {
        return data(
          {
            result: submission.reply({ formErrors: ["That goal no longer exists."] }),
            rule: null,
            progress: null,
          },
          { status: 404 },
        );
      }
      return redirectWithToast(listHref("/goals", formData.get("page")), {
        type: "success",
        title: "Goal updated",
        description: goal.name,
      });
    } catch (error) {
      if (!(error instanceof PlanRuleError)) throw error;
      const { result, rule, status } = planRuleReply(submission, error);
      return data({ result, rule, progress: null }, { status });
    }
  }

  if (intent === "progress") {
    const id = parseId(String(formData.get("id") ?? ""));
    const back = listHref("/goals", formData.get("page"));
    const parsed = GoalProgressSchema.safeParse({
      progress: Number(formData.get("progress") || Number.NaN),
    });
    if (!id || !parsed.success) {
      const message = parsed.success ? "Goal not found" : parsed.error.issues[0]!.message;
      return data(
        {
          result: null,
          rule: null,
          progress: { id, message, value: String(formData.get("progress") ?? "").slice(0, 20) },
        },
        { status: 400 },
      );
    }
    const goal = updateGoalProgress(userId, id, parsed.data.progress, timezone);
    if (!goal) {
      return data(
        { result: null, rule: null, progress: { id, message: "Goal not found", value: "" } },
        { status: 404 },
      );
    }
    return redirectWithToast(back, {
      type: "success",
      title: "Progress updated",
      description: `${goal.name}: ${goal.percent}%`,
    });
  }

  return deleteOrRestorePlanItem(formData, {
    path: "/goals",
    noun: "Goal",
    remove: (id) => deleteGoal(userId, id),
    restore: (id) => restoreGoal(userId, id),
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type GoalItem = LoaderData["goals"][number];
type GoalNames = LoaderData["names"];

/**
 * The person's goals first (one page of them), the edit form in place of the goal being edited
 * (`?edit={id}#edit-{id}`), then the New goal form and the suggestions.
 */
export default function GoalsScreen() {
  const { goals, names, editing, allowance, cap, deleted, suggestions, page, pageCount } =
    useLoaderData<typeof loader>();
  const saved = useSavedCount("/goals");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading title="Goals" description="Set goals and track your progress." id="top" />
      {deleted ? <UndoBanner label={deleted.name} id={deleted.id} /> : null}
      <Panel title="Your goals">
        {goals.length ? (
          <ul className="mt-4 space-y-4">
            {goals.map((goal) =>
              goal.id === editing?.id ? (
                <EditInPlace key={`edit-${goal.id}-${saved}`} id={goal.id} title={goal.name}>
                  <GoalForm editing={editing} names={names} cap={null} page={page} />
                </EditInPlace>
              ) : (
                <GoalRow key={goal.id} goal={goal} names={names} page={page} />
              ),
            )}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed border-line-strong p-6 text-center">
            <p className="font-semibold">No Goals Yet</p>
            <p className="mt-1 text-sm text-muted">Start with one small, meaningful goal below.</p>
          </div>
        )}
        <Pagination screen="/goals" label="Goal pages" page={page} pageCount={pageCount} />
      </Panel>
      {editing ? null : (
        <Panel title="New goal">
          {cap ? null : allowance.max !== null ? (
            <p className="mt-1 text-sm text-muted">
              {allowance.used} of {allowance.max} goals on your plan.
            </p>
          ) : null}
          <GoalForm key={`new-${saved}`} editing={null} names={names} cap={cap} page={page} />
        </Panel>
      )}
      <div className="space-y-3">
        <SuggestButton redirectTo="/goals" />
        <SuggestionList kind="goal" suggestions={suggestions} redirectTo="/goals" />
      </div>
    </div>
  );
}

function GoalForm({
  editing,
  names,
  cap,
  page,
}: {
  editing: LoaderData["editing"];
  names: GoalNames;
  cap: LoaderData["cap"];
  page: number;
}) {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof GoalSchema>>({
    id: editing ? `goal-${editing.id}` : "goal-new",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: editing
      ? {
          name: editing.name,
          description: editing.description ?? "",
          category: editing.category,
          startDate: editing.startDay ?? "",
          targetDate: editing.targetDay ?? "",
          target: String(editing.target),
          progress: String(editing.progress),
          unit: editing.unit,
          colorScheme: String(editing.colorScheme),
          status: editing.status,
          dependsOn: editing.dependsOn.map(String),
        }
      : { category: "Personal", unit: "%", progress: "0", status: "in_progress", colorScheme: "1" },
    constraint,
    shouldValidate: "onSubmit",
  });
  useFocusOnMount(fields.name.id, Boolean(editing));
  const saving = isSavingItem(navigation);
  const blocked = !editing && cap !== null;
  const others = names.filter((goal) => goal.id !== editing?.id);
  const chosen = new Set((fields.dependsOn.initialValue as string[] | undefined) ?? []);

  return (
    <>
      {blocked ? <CapNotice message={cap.message} code={cap.code} /> : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <input type="hidden" name="page" value={page} />
        <Field
          label="Name"
          inputProps={getInputProps(fields.name, { type: "text" })}
          errors={fields.name.errors}
        />
        <TextareaField
          label="Description (optional)"
          textareaProps={{ ...getTextareaProps(fields.description), rows: 2 }}
          errors={fields.description.errors}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Category"
            inputProps={getInputProps(fields.category, { type: "text" })}
            errors={fields.category.errors}
          />
          <Field
            label="Start date"
            inputProps={getInputProps(fields.startDate, { type: "date" })}
            errors={fields.startDate.errors}
          />
          <Field
            label="Target date"
            inputProps={getInputProps(fields.targetDate, { type: "date" })}
            errors={fields.targetDate.errors}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-4">
          <Field
            label="Target"
            inputProps={{
              ...getInputProps(fields.target, { type: "number" }),
              inputMode: "numeric",
            }}
            errors={fields.target.errors}
          />
          <Field
            label="Progress"
            inputProps={{
              ...getInputProps(fields.progress, { type: "number" }),
              inputMode: "numeric",
            }}
            errors={fields.progress.errors}
          />
          <Field
            label="Unit"
            inputProps={getInputProps(fields.unit, { type: "text" })}
            errors={fields.unit.errors}
          />
          <SelectField
            label="Status"
            selectProps={{
              name: fields.status.name,
              defaultValue: fields.status.initialValue as string,
              id: fields.status.id,
            }}
            options={GOAL_STATUSES.map((value) => ({ value, label: GOAL_STATUS_LABELS[value] }))}
            errors={fields.status.errors}
          />
        </div>
        <ColorSchemeField
          name={fields.colorScheme.name}
          defaultValue={fields.colorScheme.initialValue as string | undefined}
          errors={fields.colorScheme.errors}
        />
        {others.length ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Depends on (optional)
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {others.map((goal) => (
                <label key={goal.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={fields.dependsOn.name}
                    value={goal.id}
                    defaultChecked={chosen.has(String(goal.id))}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {goal.name}
                </label>
              ))}
            </div>
            <ErrorList id={fields.dependsOn.errorId} errors={fields.dependsOn.errors} />
          </fieldset>
        ) : null}
        <PlanFormFooter
          screen="/goals"
          noun="goal"
          errorId={form.errorId}
          errors={form.errors}
          rule={actionData?.rule}
          editing={Boolean(editing)}
          saving={saving}
          blocked={blocked}
          page={page}
        />
      </Form>
    </>
  );
}

function GoalRow({ goal, names, page }: { goal: GoalItem; names: GoalNames; page: number }) {
  const actionData = useActionData<typeof action>();
  const progressError = actionData?.progress?.id === goal.id ? actionData.progress : null;
  const dependencyNames = goal.dependsOn
    .map((id) => names.find((other) => other.id === id)?.name)
    .filter(Boolean);
  return (
    <li
      className={clsx(
        "rounded-xl border border-l-4 border-line p-4",
        SCHEME_CLASSES[goal.colorScheme].accent,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{goal.name}</h3>
        <span
          className={clsx(
            "rounded-full border px-2 py-0.5 text-xs font-medium",
            SCHEME_CLASSES[goal.colorScheme].chip,
          )}
        >
          {GOAL_STATUS_LABELS[goal.status]}
        </span>
      </div>
      {goal.description ? <p className="mt-1 text-sm text-body">{goal.description}</p> : null}
      <AiExplanation text={goal.source === "ai" ? goal.aiExplanation : null} />
      <div className="mt-3 flex items-center gap-3">
        <div className="flex-1">
          <ProgressBar
            percent={goal.percent}
            scheme={goal.colorScheme}
            label={`${goal.name} progress`}
          />
        </div>
        <span className="text-sm font-semibold tabular-nums">{goal.percent}%</span>
      </div>
      <p className="mt-1 text-xs text-muted">
        {goal.progress} of {goal.target} {goal.unit} · {goal.category}
        {goal.startDay ? ` · from ${monthDayYear(goal.startDay)}` : ""}
        {goal.targetDay ? ` · by ${monthDayYear(goal.targetDay)}` : ""}
      </p>
      {dependencyNames.length ? (
        <p className="mt-1 text-xs text-muted">Depends on: {dependencyNames.join(", ")}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="id" value={goal.id} />
          <input type="hidden" name="page" value={page} />
          <div>
            <label htmlFor={`progress-${goal.id}`} className="block text-xs font-medium">
              Progress ({goal.unit})
            </label>
            <input
              id={`progress-${goal.id}`}
              name="progress"
              type="number"
              min={0}
              required
              defaultValue={progressError?.value ?? goal.progress}
              aria-invalid={progressError ? true : undefined}
              aria-describedby={progressError ? `progress-${goal.id}-error` : undefined}
              className="w-24 rounded-lg border border-field bg-surface px-2 py-1.5 text-sm"
            />
          </div>
          <button type="submit" name="intent" value="progress" className={smallButtonClassName}>
            Update progress
          </button>
        </Form>
        <ItemActions screen="/goals" id={goal.id} name={goal.name} />
      </div>
      <ErrorList
        id={`progress-${goal.id}-error`}
        errors={progressError ? [progressError.message] : null}
      />
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
