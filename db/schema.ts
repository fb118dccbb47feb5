import { sql } from "drizzle-orm";
import {
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";

/**
 * The stored entities of docs/product.md#data-model plus what the server needs of its own (sessions, rate limits).
 * Times are integers (ms since epoch, UTC); lists and maps are JSON text.
 */

const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const deletedAt = () => integer("deleted_at", { mode: "timestamp_ms" });
const userRef = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** `score` is null when the text is too short to tell (docs/product.md#sentiment-analysis). */
export type Sentiment = { score: number | null; emotions: string[]; themes: string[] };

export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username"),
    password: text("password").notNull(),
    name: text("name").notNull(),
    displayName: text("display_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    avatar: text("avatar"),
    pronouns: text("pronouns"),
    dateOfBirth: text("date_of_birth"),
    location: text("location"),
    hobbies: text("hobbies", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    interests: text("interests", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    bio: text("bio"),
    provider: text("provider"),
    providerId: text("provider_id"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    /** SHA-256 of the emailed token, never the token itself. */
    verificationToken: text("verification_token"),
    verificationTokenExpires: integer("verification_token_expires", { mode: "timestamp_ms" }),
    resetPasswordToken: text("reset_password_token"),
    resetPasswordExpires: integer("reset_password_expires", { mode: "timestamp_ms" }),
    subscriptionTier: text("subscription_tier").notNull().default("free"),
    subscriptionStatus: text("subscription_status").notNull().default("active"),
    subscriptionExpiresAt: integer("subscription_expires_at", { mode: "timestamp_ms" }),
    /**
     * Set when an admin disables the account (docs/product.md#admin-users): it cannot sign in by
     * any method and its sessions stop working; its data is kept. Null for a usable account.
     */
    disabledAt: integer("disabled_at", { mode: "timestamp_ms" }),
    /** The admin's note on why; only admins see it (who did it is in the admin action log). */
    disabledReason: text("disabled_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    index("users_verification_token_idx").on(t.verificationToken),
    index("users_reset_password_token_idx").on(t.resetPasswordToken),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** Random id carried by the signed cookie. */
    id: text("id").primaryKey(),
    userId: userRef(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }).notNull(),
    /** The browser's User-Agent at sign-in, so the privacy screen can name the device. */
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartsAt: integer("window_starts_at", { mode: "timestamp_ms" }).notNull(),
});

export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: id(),
    userId: userRef(),
    content: text("content").notNull(),
    date: integer("date", { mode: "timestamp_ms" }).notNull(),
    title: text("title"),
    isAiResponse: integer("is_ai_response", { mode: "boolean" }).notNull().default(false),
    isJournal: integer("is_journal", { mode: "boolean" }).notNull().default(false),
    transcript: text("transcript"),
    sentiment: text("sentiment", { mode: "json" }).$type<Sentiment>(),
    analyzed: integer("analyzed", { mode: "boolean" }).notNull().default(false),
    /**
     * Which version of the local analyser read the entry (LOCAL_ANALYSER_VERSION): null for entries
     * saved before versions were kept. Older ones are read again in the background
     * (app/models/reanalysis.server.ts); what the person wrote never changes.
     */
    analysisVersion: integer("analysis_version"),
    /** Whether the title was made by the analyser (true) or typed (false); null before it was kept. */
    titleGenerated: integer("title_generated", { mode: "boolean" }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("journal_entries_user_date_idx").on(t.userId, t.date)],
);

export const journalEmbeddings = sqliteTable(
  "journal_embeddings",
  {
    id: id(),
    journalEntryId: integer("journal_entry_id")
      .notNull()
      .references(() => journalEntries.id, { onDelete: "cascade" }),
    embeddingJson: text("embedding_json").notNull(),
    /**
     * Which model made the vector (docs/decisions/019-sentence-embeddings.md): "hashed-256" for the
     * word-hash fallback written at save, the sentence model's id once the background worker has
     * embedded the entry. A new model id makes every row stale, so an upgrade re-embeds.
     */
    model: text("model").notNull().default("hashed-256"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("journal_embeddings_entry_unique").on(t.journalEntryId),
    index("journal_embeddings_model_idx").on(t.model),
  ],
);

export const moods = sqliteTable(
  "moods",
  {
    id: id(),
    userId: userRef(),
    rating: integer("rating").notNull(),
    date: integer("date", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moods_user_date_idx").on(t.userId, t.date)],
);

export const goals = sqliteTable(
  "goals",
  {
    id: id(),
    userId: userRef(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull().default("Personal"),
    startDate: integer("start_date", { mode: "timestamp_ms" }),
    targetDate: integer("target_date", { mode: "timestamp_ms" }),
    target: integer("target").notNull(),
    progress: integer("progress").notNull().default(0),
    unit: text("unit").notNull().default("%"),
    colorScheme: integer("color_scheme").notNull().default(1),
    status: text("status").notNull().default("in_progress"),
    source: text("source").notNull().default("user"),
    aiExplanation: text("ai_explanation"),
    dependsOn: text("depends_on", { mode: "json" })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("goals_user_idx").on(t.userId, t.deletedAt)],
);

export const prompts = sqliteTable(
  "prompts",
  {
    id: id(),
    text: text("text").notNull(),
    category: text("category").notNull().default("default"),
  },
  (t) => [
    uniqueIndex("prompts_text_unique").on(t.text),
    index("prompts_category_idx").on(t.category),
  ],
);

export const summaries = sqliteTable("summaries", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  topEmotions: text("top_emotions", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  commonThemes: text("common_themes", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  insights: text("insights", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  updatedAt: updatedAt(),
});

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: ["reminder", "goal", "streak", "system"] })
      .notNull()
      .default("system"),
    status: text("status").notNull().default("unread"),
    scheduledFor: integer("scheduled_for", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    metadata: text("metadata", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    isRecurring: integer("is_recurring", { mode: "boolean" }).notNull().default(false),
    recurringPattern: text("recurring_pattern"),
  },
  (t) => [index("notifications_user_status_idx").on(t.userId, t.status, t.createdAt)],
);

export const notificationPreferences = sqliteTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  journalReminders: integer("journal_reminders", { mode: "boolean" }).notNull().default(true),
  goalReminders: integer("goal_reminders", { mode: "boolean" }).notNull().default(true),
  weeklyDigest: integer("weekly_digest", { mode: "boolean" }).notNull().default(true),
  emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(true),
  browserNotifications: integer("browser_notifications", { mode: "boolean" })
    .notNull()
    .default(true),
  reminderTime: text("reminder_time").notNull().default("09:00"),
  timezone: text("timezone"),
});

/**
 * What the notification scheduler and the product events have sent, one row per person and
 * dedupe key ("journal:2026-11-23", "goal:12:today", "digest:2026-11-16"): the ledger that makes
 * every notification at most once, whatever the restarts, even after the person deleted the bell
 * row (docs/decisions/021-notification-scheduling.md). `heldUntil`/`held`: an email or push kept
 * back during the person's night, sent by the first scheduler pass after `heldUntil`. Rows older
 * than the ledger's retention are pruned by the hourly sweep.
 */
export const notificationSends = sqliteTable(
  "notification_sends",
  {
    id: id(),
    userId: userRef(),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    heldUntil: integer("held_until", { mode: "timestamp_ms" }),
    held: text("held", { mode: "json" }).$type<HeldDelivery>(),
  },
  (t) => [
    uniqueIndex("notification_sends_user_key_unique").on(t.userId, t.dedupeKey),
    index("notification_sends_created_idx").on(t.createdAt),
    index("notification_sends_held_idx").on(t.heldUntil),
  ],
);

/** An email and/or push kept back until morning (see notificationSends). */
export type HeldDelivery = {
  kind: string;
  title: string;
  message: string;
  link: string;
  email: boolean;
  push: boolean;
  /** The email's own wording, when it says more than the bell. */
  emailContent?: { subject: string; heading: string; paragraphs: string[]; actionLabel: string };
};

export const tasks = sqliteTable(
  "tasks",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    description: text("description"),
    dueDate: integer("due_date", { mode: "timestamp_ms" }),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    goalId: integer("goal_id").references((): AnySQLiteColumn => goals.id, {
      onDelete: "set null",
    }),
    priority: text("priority").notNull().default("medium"),
    colorScheme: integer("color_scheme").notNull().default(1),
    status: text("status").notNull().default("pending"),
    source: text("source").notNull().default("user"),
    aiExplanation: text("ai_explanation"),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("tasks_user_idx").on(t.userId, t.deletedAt, t.completed)],
);

export const habits = sqliteTable(
  "habits",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    description: text("description"),
    frequency: text("frequency").notNull().default("daily"),
    streak: integer("streak").notNull().default(0),
    completedToday: integer("completed_today", { mode: "boolean" }).notNull().default(false),
    lastCompletedAt: integer("last_completed_at", { mode: "timestamp_ms" }),
    /** Local day (YYYY-MM-DD) -> completed. */
    completionHistory: text("completion_history", { mode: "json" })
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'`),
    colorScheme: integer("color_scheme").notNull().default(1),
    status: text("status").notNull().default("active"),
    source: text("source").notNull().default("user"),
    aiExplanation: text("ai_explanation"),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("habits_user_idx").on(t.userId, t.deletedAt)],
);

/**
 * Browser push (docs/decisions/023-web-push.md): one row per browser that allowed notifications.
 * `endpoint` is the push service's URL for that browser; `p256dh` and `auth` encrypt what is sent.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on macOS": named from the User-Agent when the browser subscribed. */
    device: text("device").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId)],
);

export const systemSettings = sqliteTable("system_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const subscriptionPlans = sqliteTable("subscription_plans", {
  id: id(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  description: text("description"),
  /** Integer minor units of `currency` (cents for USD); never a float (docs/decisions/013). */
  priceMinor: integer("price_minor").notNull(),
  currency: text("currency").notNull().default("USD"),
  interval: text("interval").notNull().default("month"),
  features: text("features", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  /** The PayPal catalog product and billing plan made from this row ("Sync plans"). */
  paypalProductId: text("paypal_product_id"),
  paypalPlanId: text("paypal_plan_id"),
});

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: id(),
    userId: userRef(),
    planId: integer("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    /** pending (waiting for PayPal approval), active, cancelled, suspended, expired. */
    status: text("status").notNull().default("active"),
    startDate: integer("start_date", { mode: "timestamp_ms" }).notNull(),
    /** The end of the period paid for (PayPal's next billing time). */
    endDate: integer("end_date", { mode: "timestamp_ms" }),
    paypalSubscriptionId: text("paypal_subscription_id").unique(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" })
      .notNull()
      .default(false),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

export const supportRequests = sqliteTable(
  "support_requests",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    username: text("username"),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    hasAttachment: integer("has_attachment", { mode: "boolean" }).notNull().default(false),
    attachmentName: text("attachment_name"),
    attachmentPath: text("attachment_path"),
    status: text("status").notNull().default("new"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_requests_user_idx").on(t.userId),
    index("support_requests_status_idx").on(t.status),
  ],
);

/** The support team's answers to a request, shown to the person under it on /support. */
export const supportReplies = sqliteTable(
  "support_replies",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    /** The admin who answered; kept as a record of who did it, cleared if that account goes. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_replies_request_idx").on(t.requestId)],
);

export const aiGoals = sqliteTable(
  "ai_goals",
  {
    id: id(),
    userId: userRef(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull().default("Personal"),
    explanation: text("explanation"),
    journalEntryId: integer("journal_entry_id").references(() => journalEntries.id, {
      onDelete: "set null",
    }),
    /** pending until the person accepts (accepted) or dismisses (dismissed) it. */
    status: text("status", { enum: ["pending", "accepted", "dismissed"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("ai_goals_user_idx").on(t.userId, t.status)],
);

export const aiTasks = sqliteTable(
  "ai_tasks",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    description: text("description"),
    priority: text("priority").notNull().default("medium"),
    dueDate: integer("due_date", { mode: "timestamp_ms" }),
    goalId: integer("goal_id").references(() => goals.id, { onDelete: "set null" }),
    explanation: text("explanation"),
    journalEntryId: integer("journal_entry_id").references(() => journalEntries.id, {
      onDelete: "set null",
    }),
    /** pending until the person accepts (accepted) or dismisses (dismissed) it. */
    status: text("status", { enum: ["pending", "accepted", "dismissed"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("ai_tasks_user_idx").on(t.userId, t.status)],
);

export const aiHabits = sqliteTable(
  "ai_habits",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    description: text("description"),
    frequency: text("frequency").notNull().default("daily"),
    explanation: text("explanation"),
    journalEntryId: integer("journal_entry_id").references(() => journalEntries.id, {
      onDelete: "set null",
    }),
    /** pending until the person accepts (accepted) or dismisses (dismissed) it. */
    status: text("status", { enum: ["pending", "accepted", "dismissed"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("ai_habits_user_idx").on(t.userId, t.status)],
);

export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    userId: userRef(),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, {
      onDelete: "set null",
    }),
    /** Integer minor units of `currency`; never a float (docs/decisions/013). */
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull().default("USD"),
    paymentMethod: text("payment_method"),
    paymentId: text("payment_id").unique(),
    status: text("status").notNull(),
    paymentDate: integer("payment_date", { mode: "timestamp_ms" }).notNull(),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [index("payments_user_idx").on(t.userId, t.paymentDate)],
);

/** PayPal webhook events already applied, by PayPal's event id: a replay changes nothing. */
export const paypalWebhookEvents = sqliteTable("paypal_webhook_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export const featureLimits = sqliteTable("feature_limits", {
  id: id(),
  subscriptionTier: text("subscription_tier").notNull().unique(),
  maxJournalEntries: integer("max_journal_entries"),
  maxGoals: integer("max_goals"),
  aiResponsesPerDay: integer("ai_responses_per_day"),
  insightsAccess: integer("insights_access", { mode: "boolean" }).notNull().default(false),
  customPromptsAccess: integer("custom_prompts_access", { mode: "boolean" })
    .notNull()
    .default(false),
  weeklyDigestAccess: integer("weekly_digest_access", { mode: "boolean" }).notNull().default(false),
  exportAccess: integer("export_access", { mode: "boolean" }).notNull().default(false),
  communityAccess: integer("community_access", { mode: "boolean" }).notNull().default(false),
  moodTrackingAccess: integer("mood_tracking_access", { mode: "boolean" }).notNull().default(true),
});

export const userUsage = sqliteTable("user_usage", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  journalEntriesCount: integer("journal_entries_count").notNull().default(0),
  goalsCount: integer("goals_count").notNull().default(0),
  aiResponsesCount: integer("ai_responses_count").notNull().default(0),
  aiResponsesResetDate: integer("ai_responses_reset_date", { mode: "timestamp_ms" }),
  lastActive: integer("last_active", { mode: "timestamp_ms" }),
});

/**
 * The chat conversation in progress (docs/architecture.md#how-the-specification-maps-to-the-code, docs/decisions/007): kept on the server so a
 * reload keeps it and it works without JavaScript. "New Chat" and "Save Chat as Journal Entry"
 * empty it; saved chats live on as journal entries with their transcript.
 */
export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    userId: userRef(),
    content: text("content").notNull(),
    isAiResponse: integer("is_ai_response", { mode: "boolean" }).notNull().default(false),
    /** The message showed crisis resources (the safety screen matched). */
    crisis: integer("crisis", { mode: "boolean" }).notNull().default(false),
    /**
     * The past local day (YYYY-MM-DD) this message was written for, from the dashboard's view of
     * that day; null for the ongoing conversation. Each past day has its own conversation.
     */
    forDay: text("for_day"),
    /** On a reply: the analysis of the conversation up to it (the dashboard's analysis card). */
    analysis: text("analysis", { mode: "json" }).$type<{
      summary: string;
      emotions: string[];
      themes: string[];
      suggestions: string[];
    }>(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Weekly summaries kept per week (the `summaries` row of docs/product.md#data-model is the current week's).
 * `weekStart` is the person's local Monday as YYYY-MM-DD; `inputsFingerprint` identifies the
 * entries and moods the summary was made from, so it is only regenerated when they change.
 */
export const weeklySummaries = sqliteTable(
  "weekly_summaries",
  {
    id: id(),
    userId: userRef(),
    weekStart: text("week_start").notNull(),
    topEmotions: text("top_emotions", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    commonThemes: text("common_themes", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    insights: text("insights", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    entryCount: integer("entry_count").notNull().default(0),
    moodAverage: real("mood_average"),
    inputsFingerprint: text("inputs_fingerprint").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("weekly_summaries_user_week_unique").on(t.userId, t.weekStart)],
);

/**
 * `Idempotency-Key`s of JSON writes (journal entries, moods), so a client retrying after a lost
 * reply gets the first answer again instead of a second row. `requestHash` identifies the request
 * the key was first used with; `status` and `responseBody` are null while it is being handled.
 * Kept one day, then swept (app/models/retention.server.ts).
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    id: id(),
    userId: userRef(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_unique").on(t.userId, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * The admin action log (docs/product.md, admin): every change an admin makes — settings, providers,
 * users, support, moderation — with who, what, when and from which address. `details` never holds
 * a secret or anyone's private writing; `adminEmail` is kept so the record survives the account.
 */
export const adminActions = sqliteTable(
  "admin_actions",
  {
    id: id(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    /** Dotted verb, e.g. "ai_settings.update", "user.disable", "paypal_settings.update". */
    action: text("action").notNull(),
    /** What it was done to, e.g. "user:42", "support_request:7"; null for site-wide settings. */
    target: text("target"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_actions_created_idx").on(t.createdAt),
    index("admin_actions_action_idx").on(t.action, t.createdAt),
    index("admin_actions_admin_idx").on(t.adminId, t.createdAt),
  ],
);

/**
 * Sign-in provider identities linked to an account (docs/product.md, sign-in providers): one row
 * per provider account (issuer's subject). `users.provider`/`providerId` keep the first one.
 */
export const userIdentities = sqliteTable(
  "user_identities",
  {
    id: id(),
    userId: userRef(),
    /** "google", "apple" or "oidc" (the admin's generic OpenID Connect provider). */
    provider: text("provider").notNull(),
    /** The issuer that vouched for it: a subject means nothing without its issuer. */
    issuer: text("issuer").notNull(),
    /** The ID token's `sub`: stable for this person at this issuer. */
    subject: text("subject").notNull(),
    /** The verified email the provider gave when the identity was linked. */
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_identities_identity_unique").on(t.provider, t.issuer, t.subject),
    index("user_identities_user_idx").on(t.userId),
  ],
);

/**
 * An emailed "link this provider to your account" proof: the hash of the link's token, the
 * identity it would link, and when it stops working. Single use.
 */
export const identityLinkTokens = sqliteTable(
  "identity_link_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userRef(),
    provider: text("provider").notNull(),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("identity_link_tokens_user_idx").on(t.userId)],
);

/**
 * Community (docs/product.md, community; decision 022): circles of peer support. People appear only
 * under a community name they pick; nothing links a post to an email, name or username in any
 * community page or response.
 */
export const communityCircles = sqliteTable("community_circles", {
  id: id(),
  /** URL segment, e.g. "low-mood". */
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Archived circles are read-only and hidden from the list; their posts are kept. */
  archived: integer("archived", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One per person who joined the community. */
export const communityProfiles = sqliteTable(
  "community_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The pseudonym shown on posts. */
    communityName: text("community_name").notNull(),
    /** Lower-cased, trimmed communityName: what uniqueness is checked on. */
    nameKey: text("name_key").notNull(),
    /** When true the person's display name is shown next to their community name. */
    showDisplayName: integer("show_display_name", { mode: "boolean" }).notNull().default(false),
    /** Set by a moderator: no posting or replying before this time. */
    suspendedUntil: integer("suspended_until", { mode: "timestamp_ms" }),
    /** Shown to the person while suspended. */
    suspensionReason: text("suspension_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("community_profiles_name_key_idx").on(t.nameKey)],
);

/**
 * Posts and replies (a reply has `parentId`). `status`: published (everyone with access sees it),
 * held (only the author and moderators; `holdReason` says why), removed (only the author, with
 * `removalReason`). A post reported by enough different people is held with holdReason "reports".
 */
export const communityPosts = sqliteTable(
  "community_posts",
  {
    id: id(),
    circleId: integer("circle_id")
      .notNull()
      .references(() => communityCircles.id, { onDelete: "cascade" }),
    authorId: userRef(),
    parentId: integer("parent_id").references((): AnySQLiteColumn => communityPosts.id, {
      onDelete: "cascade",
    }),
    body: text("body").notNull(),
    status: text("status", { enum: ["published", "held", "removed"] })
      .notNull()
      .default("published"),
    holdReason: text("hold_reason", { enum: ["crisis", "filter", "reports"] }),
    removalReason: text("removal_reason"),
    /** Distinct people who reported it since the last review. */
    reportCount: integer("report_count").notNull().default(0),
    /** Sum of all reactions: used only to order by "most supported", never shown per person. */
    supportCount: integer("support_count").notNull().default(0),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    editedAt: integer("edited_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("community_posts_circle_idx").on(t.circleId, t.parentId, t.status, t.createdAt),
    index("community_posts_parent_idx").on(t.parentId, t.createdAt),
    index("community_posts_author_idx").on(t.authorId, t.createdAt),
    index("community_posts_queue_idx").on(t.status, t.reportCount),
  ],
);

export const COMMUNITY_REACTIONS = ["support", "me_too", "thank_you"] as const;

export const communityReactions = sqliteTable(
  "community_reactions",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    userId: userRef(),
    kind: text("kind", { enum: COMMUNITY_REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("community_reactions_unique_idx").on(t.postId, t.userId, t.kind)],
);

/** A report hides the post for its reporter at once; `resolvedAt` is set when a moderator reviews it. */
export const communityReports = sqliteTable(
  "community_reports",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    reporterId: userRef(),
    reason: text("reason").notNull(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("community_reports_unique_idx").on(t.postId, t.reporterId),
    index("community_reports_reporter_idx").on(t.reporterId),
  ],
);
