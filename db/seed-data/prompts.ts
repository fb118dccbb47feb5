/**
 * Seed data: journaling prompts for Solace.
 *
 * Prompts are written to be gentle and non-judgemental. They never assume the
 * writer is happy, never push, and the "difficult-days" category offers
 * compassionate prompts for grief, loneliness, anxiety and overwhelm.
 */

export const PROMPT_CATEGORIES = [
  "gratitude",
  "self-reflection",
  "emotions",
  "relationships",
  "growth",
  "stress-and-anxiety",
  "self-compassion",
  "goals",
  "mindfulness",
  "work-and-study",
  "memories",
  "values",
  "body-and-health",
  "creativity",
  "difficult-days",
] as const;

export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

export type SeedPrompt = { text: string; category: PromptCategory };

export const journalPrompts: readonly SeedPrompt[] = [
  // gratitude
  {
    text: "What is one small thing that made today a little easier, even if the day was hard?",
    category: "gratitude",
  },
  {
    text: "Who is someone you feel thankful for right now, and what do they bring to your life?",
    category: "gratitude",
  },
  {
    text: "Describe a simple comfort you often overlook, like a warm drink or a soft blanket.",
    category: "gratitude",
  },
  {
    text: "What is something your body did for you today that you're grateful for?",
    category: "gratitude",
  },
  {
    text: "Think of a place where you feel safe. What about it are you thankful for?",
    category: "gratitude",
  },
  { text: "What is a kindness someone showed you recently, however small?", category: "gratitude" },
  {
    text: "Name three ordinary things around you right now that you appreciate.",
    category: "gratitude",
  },
  {
    text: "What is a skill or ability you have that you sometimes take for granted?",
    category: "gratitude",
  },
  {
    text: "Which song, book, or film are you glad exists, and what does it give you?",
    category: "gratitude",
  },
  { text: "What is something about this time of year that you enjoy?", category: "gratitude" },
  {
    text: "Who helped shape the person you are today, and what would you want to thank them for?",
    category: "gratitude",
  },
  {
    text: "What is a challenge from your past that, looking back, taught you something you value?",
    category: "gratitude",
  },
  {
    text: "What is one thing about your living space, wherever it is right now, that you appreciate?",
    category: "gratitude",
  },
  { text: "Describe a meal you enjoyed recently. What made it good?", category: "gratitude" },
  {
    text: "What is something you're looking forward to, even something tiny?",
    category: "gratitude",
  },
  {
    text: "What everyday tool or piece of technology quietly makes your life easier?",
    category: "gratitude",
  },
  { text: "What is something in nature that caught your attention lately?", category: "gratitude" },
  {
    text: "Think of a friend who makes you laugh. What is a moment with them you treasure?",
    category: "gratitude",
  },
  {
    text: "If today felt heavy, was there still one moment you'd be willing to call okay?",
    category: "gratitude",
  },
  {
    text: "What is a freedom or opportunity you have that you're thankful for?",
    category: "gratitude",
  },
  {
    text: "Write a short thank-you note to someone you may never get to thank in person.",
    category: "gratitude",
  },
  {
    text: "What is something about yourself that you're quietly grateful for?",
    category: "gratitude",
  },
  {
    text: "Which everyday sound, smell, or texture brings you a small sense of comfort?",
    category: "gratitude",
  },
  // self-reflection
  {
    text: "How would you describe your current state of mind in three words?",
    category: "self-reflection",
  },
  {
    text: "What is something you've been thinking about a lot lately, and why do you think it keeps coming up?",
    category: "self-reflection",
  },
  { text: "When do you feel most like yourself?", category: "self-reflection" },
  {
    text: "What is a belief you held strongly a few years ago that has since changed?",
    category: "self-reflection",
  },
  {
    text: "What part of your daily routine feels most true to who you are?",
    category: "self-reflection",
  },
  {
    text: "How do you usually respond when things don't go as planned, and does that response serve you?",
    category: "self-reflection",
  },
  { text: "What is a question you've been avoiding asking yourself?", category: "self-reflection" },
  { text: "What do you wish other people understood about you?", category: "self-reflection" },
  {
    text: "Which of your habits would you like to understand better, without judging it?",
    category: "self-reflection",
  },
  {
    text: "When was the last time you surprised yourself, and what happened?",
    category: "self-reflection",
  },
  {
    text: "What does a good day look like for you right now, realistically?",
    category: "self-reflection",
  },
  {
    text: "What are you carrying at the moment that you haven't told anyone about?",
    category: "self-reflection",
  },
  {
    text: "How has the way you see yourself changed over the past year?",
    category: "self-reflection",
  },
  {
    text: "What small routines or rituals help you feel like you're coming back to yourself?",
    category: "self-reflection",
  },
  {
    text: "Picture yourself five years ago. What would that version of you notice about who you are now?",
    category: "self-reflection",
  },
  {
    text: "Which roles in your life feel comfortable to you, and which feel harder to carry?",
    category: "self-reflection",
  },
  {
    text: "What patterns do you notice in the situations that drain your energy?",
    category: "self-reflection",
  },
  {
    text: "Where in your life do you feel you're being most honest with yourself?",
    category: "self-reflection",
  },
  {
    text: "What is something you're still figuring out, and how does it feel to not have the answer yet?",
    category: "self-reflection",
  },
  { text: "If your week were a weather forecast, what would it say?", category: "self-reflection" },
  {
    text: "What parts of yourself do you tend to show the world, and which parts do you keep private?",
    category: "self-reflection",
  },
  {
    text: "Think about a recent decision you made. What guided it? Would you choose the same way again?",
    category: "self-reflection",
  },
  {
    text: "What is something you've outgrown, and how do you feel about letting it go?",
    category: "self-reflection",
  },
  // emotions
  { text: "What emotion has been showing up most often for you this week?", category: "emotions" },
  { text: "Where in your body do you notice your feelings right now?", category: "emotions" },
  {
    text: "If there's a feeling you've been pushing away, what might it want you to know?",
    category: "emotions",
  },
  { text: "Describe your mood today as a color or a texture. Why that one?", category: "emotions" },
  { text: "What helps you when your emotions start to feel like too much?", category: "emotions" },
  {
    text: "Think of a moment today when your mood shifted. What came just before it?",
    category: "emotions",
  },
  {
    text: "Which emotions feel easy for you to express, and which feel harder?",
    category: "emotions",
  },
  {
    text: "What did you learn about feelings growing up? How does that show up for you now?",
    category: "emotions",
  },
  { text: "If your sadness could speak, what might it say?", category: "emotions" },
  { text: "When you feel angry, what is usually underneath it?", category: "emotions" },
  {
    text: "What does calm feel like for you, and when did you last feel it?",
    category: "emotions",
  },
  {
    text: "Is there a feeling you're still holding that belongs to a situation that's already over?",
    category: "emotions",
  },
  {
    text: "Name a mixed feeling you've had recently, like relief and sadness together. What were the different parts of it?",
    category: "emotions",
  },
  { text: "What are the early signs that you're starting to feel low?", category: "emotions" },
  {
    text: "How do you usually comfort yourself when you're hurting, and does it help?",
    category: "emotions",
  },
  { text: "What emotion would you like to make more room for in your life?", category: "emotions" },
  {
    text: "Write about a time you cried, or wanted to. What were those tears asking for?",
    category: "emotions",
  },
  { text: "Who do you feel safe sharing your feelings with?", category: "emotions" },
  {
    text: "What is one feeling you had today that you'd like to simply acknowledge, without trying to fix it?",
    category: "emotions",
  },
  {
    text: "What does joy look like in your life right now, even in small amounts?",
    category: "emotions",
  },
  {
    text: "Which feelings tend to come up for you in the evening, and what might they be connected to?",
    category: "emotions",
  },
  {
    text: "Think of a time a strong feeling eventually passed. What helped it move through?",
    category: "emotions",
  },
  {
    text: "Is there something you feel guilty about, and is that guilt in proportion to what actually happened?",
    category: "emotions",
  },
  // relationships
  { text: "Who in your life do you feel most at ease with, and why?", category: "relationships" },
  {
    text: "Think of a recent disagreement. What did you feel in the moment? What do you understand now that you didn't then?",
    category: "relationships",
  },
  { text: "What does being a good friend mean to you?", category: "relationships" },
  { text: "Who do you miss, and what do you miss most about them?", category: "relationships" },
  {
    text: "How do you like to be cared for when you're having a hard time?",
    category: "relationships",
  },
  {
    text: "What boundaries help you feel respected in your relationships?",
    category: "relationships",
  },
  {
    text: "Who is someone you'd like to reconnect with, and what's one small step you could take if you want to?",
    category: "relationships",
  },
  { text: "What is something you admire about a person close to you?", category: "relationships" },
  {
    text: "In which relationships do you feel you can be fully yourself?",
    category: "relationships",
  },
  {
    text: "What makes a conversation you've been putting off feel so difficult?",
    category: "relationships",
  },
  { text: "How do you show love to the people who matter to you?", category: "relationships" },
  {
    text: "What did a past relationship teach you about what you need?",
    category: "relationships",
  },
  {
    text: "Describe a moment when you felt truly listened to. What made it feel that way?",
    category: "relationships",
  },
  {
    text: "What role do you tend to take among friends or family: the listener, the helper, the planner, or something else?",
    category: "relationships",
  },
  {
    text: "If a relationship in your life feels unbalanced, what would a fairer balance look like?",
    category: "relationships",
  },
  { text: "What do you wish you could say to someone but haven't yet?", category: "relationships" },
  {
    text: "Who do you turn to when you need support, and who turns to you?",
    category: "relationships",
  },
  {
    text: "How has a friendship changed over time, and how do you feel about that change?",
    category: "relationships",
  },
  { text: "What makes it easier for you to trust someone?", category: "relationships" },
  {
    text: "Think about someone who is hard for you to be around. What needs of yours aren't being met with them?",
    category: "relationships",
  },
  {
    text: "What is a shared memory with someone you love that still makes you smile?",
    category: "relationships",
  },
  {
    text: "How do you recover after a conflict with someone you care about?",
    category: "relationships",
  },
  {
    text: "How do you make space for the people around you when they are going through a hard time?",
    category: "relationships",
  },
  // growth
  { text: "What is something you can do now that you couldn't do a year ago?", category: "growth" },
  { text: "What is a mistake you've learned from, and what did it teach you?", category: "growth" },
  { text: "Where in your life would you like to grow, at your own pace?", category: "growth" },
  {
    text: "What is a fear you've faced, even a little, and how did it feel afterward?",
    category: "growth",
  },
  {
    text: "What does progress look like for you when it isn't a straight line?",
    category: "growth",
  },
  {
    text: "What feedback have you received that was hard to hear but turned out to be helpful?",
    category: "growth",
  },
  {
    text: "Which small change has made the biggest difference in your life lately?",
    category: "growth",
  },
  {
    text: "What is something you're learning right now, in or outside of school or work?",
    category: "growth",
  },
  { text: "How do you respond to setbacks now compared with a few years ago?", category: "growth" },
  {
    text: "What comfort zone have you stepped out of recently, and what did you discover there?",
    category: "growth",
  },
  {
    text: "Who is someone whose growth inspires you, and what have you noticed about how they changed?",
    category: "growth",
  },
  { text: "What is one thing you'd like to unlearn?", category: "growth" },
  { text: "Describe a time you were braver than you expected to be.", category: "growth" },
  {
    text: "What would it mean for you to grow without being hard on yourself?",
    category: "growth",
  },
  { text: "What are you proud of that nobody else might notice?", category: "growth" },
  {
    text: "Think of a difficult period you came through. What strengths did you use? Which of them are still with you?",
    category: "growth",
  },
  {
    text: "What is a new perspective you've gained from someone whose life is different from yours?",
    category: "growth",
  },
  { text: "What habit are you gently working on, and how is it going?", category: "growth" },
  {
    text: "How can you tell the difference between a season of growth and a season of simply getting by? Both are valid.",
    category: "growth",
  },
  { text: "What is a lesson that you seem to keep learning again?", category: "growth" },
  { text: "What small risk might be worth taking this month?", category: "growth" },
  { text: "What part of your character has become stronger over time?", category: "growth" },
  {
    text: "Imagine yourself a year from now, having grown in a way that matters to you. What's different?",
    category: "growth",
  },
  // stress-and-anxiety
  {
    text: "What is weighing on your mind most right now? Try writing it down just as it is.",
    category: "stress-and-anxiety",
  },
  {
    text: "Which of today's worries are within your control, and which are not?",
    category: "stress-and-anxiety",
  },
  {
    text: "When you notice anxiety rising, what does it feel like in your body?",
    category: "stress-and-anxiety",
  },
  {
    text: "What story is your worry telling you, and is there another way to see it?",
    category: "stress-and-anxiety",
  },
  {
    text: "List what's on your plate right now. Is there anything that could wait, or be shared?",
    category: "stress-and-anxiety",
  },
  {
    text: "What is one thing that usually helps you feel a bit calmer, even for a minute?",
    category: "stress-and-anxiety",
  },
  {
    text: "What would you say to a friend who was feeling the way you feel now?",
    category: "stress-and-anxiety",
  },
  {
    text: "Think of a time you worried about something that turned out okay. What helped you get through it?",
    category: "stress-and-anxiety",
  },
  { text: "What are the signs that you need a break?", category: "stress-and-anxiety" },
  { text: "What is a worry you could set aside just for tonight?", category: "stress-and-anxiety" },
  {
    text: "Describe a place, real or imagined, where your mind can rest.",
    category: "stress-and-anxiety",
  },
  {
    text: "If your anxiety had a volume dial from 1 to 10, where is it today? What nudges it up or down?",
    category: "stress-and-anxiety",
  },
  {
    text: "What expectations, from yourself or others, are adding pressure right now?",
    category: "stress-and-anxiety",
  },
  { text: 'What does "enough" look like for today?', category: "stress-and-anxiety" },
  {
    text: "Which situations tend to make you feel tense, and what do they have in common?",
    category: "stress-and-anxiety",
  },
  {
    text: "What is the smallest next step you could take on something that feels overwhelming?",
    category: "stress-and-anxiety",
  },
  {
    text: "How has stress been affecting your sleep, appetite, or energy lately?",
    category: "stress-and-anxiety",
  },
  {
    text: "Is there a worry you could talk through with someone you trust?",
    category: "stress-and-anxiety",
  },
  {
    text: "What would it feel like to let one thing be imperfect this week?",
    category: "stress-and-anxiety",
  },
  {
    text: "When you feel on edge, what do you reach for, and does it soothe you or mostly distract you?",
    category: "stress-and-anxiety",
  },
  {
    text: "Notice your breath for a moment. What changes when you slow it down, even a little?",
    category: "stress-and-anxiety",
  },
  {
    text: "What are you afraid might happen? If it did, what could you do? Who could support you?",
    category: "stress-and-anxiety",
  },
  {
    text: 'Which "what if" thoughts have been visiting you lately? What might a kinder "what if" sound like?',
    category: "stress-and-anxiety",
  },
  // self-compassion
  {
    text: "What would you say to yourself right now if you were speaking to someone you love?",
    category: "self-compassion",
  },
  {
    text: "Where have you been hard on yourself lately? What might a gentler response sound like?",
    category: "self-compassion",
  },
  {
    text: "What is something you did today, however small, that deserves recognition?",
    category: "self-compassion",
  },
  {
    text: "Write a few lines of comfort to the part of you that is struggling.",
    category: "self-compassion",
  },
  {
    text: "What does rest look like for you when you let yourself have it without guilt?",
    category: "self-compassion",
  },
  {
    text: "What is one mistake you're ready to forgive yourself for?",
    category: "self-compassion",
  },
  {
    text: "When things go wrong, whose voice does your inner critic sound like?",
    category: "self-compassion",
  },
  {
    text: "What do you need right now, and how could you offer a little of it to yourself?",
    category: "self-compassion",
  },
  {
    text: "Which expectations of yourself could you soften this week?",
    category: "self-compassion",
  },
  {
    text: "Think of a younger version of yourself. What would you want them to know?",
    category: "self-compassion",
  },
  { text: 'What does it mean to you to be "good enough"?', category: "self-compassion" },
  {
    text: "Write down three qualities you like about yourself, even if it feels awkward.",
    category: "self-compassion",
  },
  {
    text: "When you're tired or low, what permission could you give yourself?",
    category: "self-compassion",
  },
  {
    text: "What would change if you treated your own needs as being as important as other people's?",
    category: "self-compassion",
  },
  {
    text: "If there's a part of yourself you've been trying to hide, what might it need from you?",
    category: "self-compassion",
  },
  {
    text: "What is a way you show up for others that you could also offer to yourself?",
    category: "self-compassion",
  },
  {
    text: "Remember a time you got through something hard. Can you acknowledge the effort it took?",
    category: "self-compassion",
  },
  {
    text: "What is a harsh thought you've had about yourself recently? How might you reword it with more kindness?",
    category: "self-compassion",
  },
  {
    text: "What small act of care could you do for yourself in the next hour?",
    category: "self-compassion",
  },
  {
    text: "How would it feel to accept that you're doing the best you can with what you have right now?",
    category: "self-compassion",
  },
  {
    text: "What do you wish someone would say to you today? Could you try saying it to yourself?",
    category: "self-compassion",
  },
  {
    text: "In what ways are you a work in progress, and can you let that be okay?",
    category: "self-compassion",
  },
  {
    text: "What is a limit you have that deserves respect rather than criticism?",
    category: "self-compassion",
  },
  // goals
  {
    text: "What is something you'd like to move toward this month, however small?",
    category: "goals",
  },
  { text: "What does success mean to you, in your own words?", category: "goals" },
  { text: "Which goal feels most meaningful to you right now, and why?", category: "goals" },
  {
    text: "What is one tiny step you could take this week toward something you care about?",
    category: "goals",
  },
  {
    text: "Are any of your goals really someone else's expectations in disguise?",
    category: "goals",
  },
  {
    text: "What would you try if you knew it was okay to not be perfect at it?",
    category: "goals",
  },
  {
    text: "Think about a goal you've set before. What helped you make progress? What got in the way?",
    category: "goals",
  },
  { text: "What does a realistic, kind plan for this week look like?", category: "goals" },
  {
    text: "What would you like more of in your life a year from now, and what would you like less of?",
    category: "goals",
  },
  {
    text: "Which goal could you let go of to make room for something that matters more?",
    category: "goals",
  },
  { text: "How will you know you're making progress, even if it's slow?", category: "goals" },
  {
    text: "What resources or people could help you with something you want to achieve?",
    category: "goals",
  },
  { text: "Does any part of a dream you once set aside still call to you?", category: "goals" },
  { text: "How do you hope to feel by the end of this year?", category: "goals" },
  {
    text: "What is one thing you've accomplished recently that you haven't celebrated yet?",
    category: "goals",
  },
  {
    text: "Break a big goal into three smaller pieces. Which one feels doable first?",
    category: "goals",
  },
  { text: "What keeps you going on days when motivation is low?", category: "goals" },
  {
    text: "If you set an intention instead of a goal for today, what would it be?",
    category: "goals",
  },
  {
    text: "What might get in the way of your plans, and how could you be gentle with yourself if it does?",
    category: "goals",
  },
  {
    text: "What is a goal related to rest, fun, or connection that you could make room for?",
    category: "goals",
  },
  { text: "What would you like to learn or explore just for the joy of it?", category: "goals" },
  {
    text: "What is one habit you'd like to build, and what would make it easier to start?",
    category: "goals",
  },
  {
    text: 'Looking at the week ahead, what matters most, and what can simply be "good enough"?',
    category: "goals",
  },
  // mindfulness
  {
    text: "Pause and notice five things you can see right now. What stands out about them?",
    category: "mindfulness",
  },
  { text: "What sounds are around you at this moment, near and far?", category: "mindfulness" },
  {
    text: "How does your body feel as you sit here? Describe it without trying to change anything.",
    category: "mindfulness",
  },
  { text: "What was one moment today when you were fully present?", category: "mindfulness" },
  {
    text: "Take three slow breaths. What, if anything, feels different afterward?",
    category: "mindfulness",
  },
  {
    text: "Describe something you ate or drank today in as much sensory detail as you can.",
    category: "mindfulness",
  },
  {
    text: "What thoughts keep pulling you away from the present, and where do they tend to take you?",
    category: "mindfulness",
  },
  {
    text: "What is something beautiful or interesting you noticed today?",
    category: "mindfulness",
  },
  {
    text: "Notice where you're holding tension right now. What happens if you soften it slightly?",
    category: "mindfulness",
  },
  { text: "How did you feel when you woke up this morning?", category: "mindfulness" },
  {
    text: "What would it be like to do one ordinary task tomorrow slowly and with full attention?",
    category: "mindfulness",
  },
  { text: "Describe the weather today and how it affected your mood.", category: "mindfulness" },
  {
    text: "What is one thing you can touch right now? Describe its texture and temperature.",
    category: "mindfulness",
  },
  {
    text: "What did you notice on your way somewhere today that you might usually miss?",
    category: "mindfulness",
  },
  {
    text: "If you imagine your thoughts as clouds passing by, which ones are drifting through right now?",
    category: "mindfulness",
  },
  {
    text: "What is happening in this moment that is okay, even if other things aren't?",
    category: "mindfulness",
  },
  { text: "What does your mind do when there's nothing to distract it?", category: "mindfulness" },
  {
    text: "Think of a walk you took recently. What did you see along the way? What did you hear and smell?",
    category: "mindfulness",
  },
  {
    text: "How much of your day was spent on autopilot, and what brought you back?",
    category: "mindfulness",
  },
  {
    text: "Which daily activity could become a small mindful ritual for you?",
    category: "mindfulness",
  },
  {
    text: "Notice your feet on the ground. How does it feel to be supported right now?",
    category: "mindfulness",
  },
  {
    text: "What can you smell right now, and does any scent carry a memory for you?",
    category: "mindfulness",
  },
  {
    text: "How does your mind feel today: busy, quiet, foggy, sharp, or something else?",
    category: "mindfulness",
  },
  // work-and-study
  {
    text: "What part of your work or studies feels most meaningful to you?",
    category: "work-and-study",
  },
  { text: "What is draining your energy at work or school right now?", category: "work-and-study" },
  {
    text: "Describe a moment this week when you felt competent or capable.",
    category: "work-and-study",
  },
  { text: "How do you know when you've done enough work for the day?", category: "work-and-study" },
  {
    text: "What boundaries between work and rest would help you right now?",
    category: "work-and-study",
  },
  {
    text: "Who at work or school makes things easier for you, and how?",
    category: "work-and-study",
  },
  {
    text: "What feels hard about starting a task you've been avoiding?",
    category: "work-and-study",
  },
  {
    text: "How do you feel on Sunday evenings, and what might that be telling you?",
    category: "work-and-study",
  },
  {
    text: "What is something you've learned recently through work or study that you're proud of?",
    category: "work-and-study",
  },
  {
    text: "If you could change one thing about your working or studying day, what would it be?",
    category: "work-and-study",
  },
  {
    text: "What does a healthy relationship with productivity look like to you?",
    category: "work-and-study",
  },
  {
    text: "Think about a recent challenge at work or school. What did you handle well? What might you do differently next time?",
    category: "work-and-study",
  },
  { text: "What kind of environment helps you focus best?", category: "work-and-study" },
  { text: "How do you react when you receive criticism on your work?", category: "work-and-study" },
  {
    text: "What drew you to your current work or field of study in the first place?",
    category: "work-and-study",
  },
  {
    text: "When you compare yourself to colleagues or classmates, what might you be missing about your own path?",
    category: "work-and-study",
  },
  {
    text: "How do you spend your breaks, and do they actually leave you feeling restored?",
    category: "work-and-study",
  },
  {
    text: "What would you like your work or studies to give you beyond money or grades?",
    category: "work-and-study",
  },
  { text: "When do you feel most creative or engaged in your work?", category: "work-and-study" },
  { text: "What is one thing you could ask for help with this week?", category: "work-and-study" },
  {
    text: "What helps you switch off at the end of a workday or study session?",
    category: "work-and-study",
  },
  {
    text: "What's something about your job or course that you find genuinely interesting?",
    category: "work-and-study",
  },
  {
    text: "If you're between jobs or taking a break from studying, how are you spending your time, and how does that feel?",
    category: "work-and-study",
  },
  // memories
  { text: "What is one of your earliest happy memories?", category: "memories" },
  {
    text: "Describe a place from your childhood in as much detail as you can remember.",
    category: "memories",
  },
  { text: "Who was someone who made you feel safe when you were younger?", category: "memories" },
  { text: "What is a memory that always makes you laugh?", category: "memories" },
  {
    text: "Think of a holiday or celebration that stands out. What made it memorable?",
    category: "memories",
  },
  {
    text: "What is a smell or song that instantly takes you back somewhere?",
    category: "memories",
  },
  { text: "What did you love doing as a child that you rarely do now?", category: "memories" },
  { text: "Describe a day from the past you would love to live again.", category: "memories" },
  { text: "What is a memory you return to when you need comfort?", category: "memories" },
  { text: "Who was a teacher or mentor who left a mark on you?", category: "memories" },
  { text: "What is a lesson from your family that you still carry?", category: "memories" },
  {
    text: "Think of a turning point in your life. What happened? How did it change you?",
    category: "memories",
  },
  {
    text: "What is an object you've kept for years, and what story does it hold?",
    category: "memories",
  },
  { text: "What was your favorite place to be as a teenager?", category: "memories" },
  { text: "Describe a time you felt proud as a child.", category: "memories" },
  {
    text: "What is a memory of kindness from a stranger that stayed with you?",
    category: "memories",
  },
  { text: "Is there a memory you see differently now that you're older?", category: "memories" },
  {
    text: "What traditions from your past would you like to keep or bring back?",
    category: "memories",
  },
  { text: "Write about a friendship from years ago. What did it give you?", category: "memories" },
  {
    text: "What is a small, ordinary memory that you treasure for no particular reason?",
    category: "memories",
  },
  {
    text: "Think of a first: a first trip, a first job, a first home. What do you remember feeling? What surprised you?",
    category: "memories",
  },
  {
    text: "Think of a photograph you love. What was happening just outside the frame?",
    category: "memories",
  },
  {
    text: "What did home feel like to you at different stages of your life?",
    category: "memories",
  },
  // values
  { text: "What three values matter most to you right now?", category: "values" },
  {
    text: "When did you last act in a way that felt deeply aligned with who you are?",
    category: "values",
  },
  { text: "What does a meaningful life look like to you?", category: "values" },
  { text: "What do you want to stand for, even in small ways?", category: "values" },
  {
    text: "Which values did you inherit from your family, and which did you choose yourself?",
    category: "values",
  },
  {
    text: "Is there an area of your life that feels out of step with your values? What small shift could help?",
    category: "values",
  },
  { text: "What qualities do you most admire in other people?", category: "values" },
  { text: "How do your values show up in the way you spend your time?", category: "values" },
  {
    text: "What is something you would never compromise on, and why does it matter so much?",
    category: "values",
  },
  { text: "What does kindness mean to you in practice?", category: "values" },
  { text: "How do you want people to feel after spending time with you?", category: "values" },
  { text: "What is a cause or issue that matters to you, and why?", category: "values" },
  {
    text: "When have you had to choose between two things you value? How did you decide?",
    category: "values",
  },
  {
    text: "What does honesty look like in your life, both with others and with yourself?",
    category: "values",
  },
  {
    text: "What does courage mean to you, and where have you seen it in your own life?",
    category: "values",
  },
  { text: "How have your values changed as you've grown older?", category: "values" },
  { text: "What legacy, big or small, would you like to leave?", category: "values" },
  { text: "Where do you find a sense of purpose these days?", category: "values" },
  { text: "What role does fairness play in the decisions you make?", category: "values" },
  { text: "Which of your values helps you most during hard times?", category: "values" },
  {
    text: "What does respect look like to you, both giving it and receiving it?",
    category: "values",
  },
  {
    text: "If you could share one piece of wisdom with the world, what would it be?",
    category: "values",
  },
  { text: "What do you believe about people that guides how you treat them?", category: "values" },
  // body-and-health
  { text: "How is your body feeling today, from head to toe?", category: "body-and-health" },
  {
    text: "What is one way you could care for your body this week that feels kind, not like a chore?",
    category: "body-and-health",
  },
  {
    text: "How has your sleep been lately, and what might help you rest a little better?",
    category: "body-and-health",
  },
  { text: "What kind of movement feels good for you, if any?", category: "body-and-health" },
  {
    text: "What does your body need more of right now: rest, nourishment, movement, or comfort?",
    category: "body-and-health",
  },
  { text: "How do you feel when you spend time outdoors?", category: "body-and-health" },
  { text: "What is something your body has carried you through?", category: "body-and-health" },
  { text: "Which foods make you feel comforted or nourished?", category: "body-and-health" },
  { text: "How do you notice stress showing up physically?", category: "body-and-health" },
  {
    text: "What is a healthy habit you already have that you can appreciate?",
    category: "body-and-health",
  },
  {
    text: "Is there anything about your health you've been putting off? What would make it easier to ask for help?",
    category: "body-and-health",
  },
  { text: "When do you feel most at home in your body?", category: "body-and-health" },
  {
    text: "What would it look like to listen to your body's signals a little more closely?",
    category: "body-and-health",
  },
  {
    text: "How much water, rest, and fresh air have you had today, and what small adjustment feels doable?",
    category: "body-and-health",
  },
  { text: "Describe a time you felt physically strong or energized.", category: "body-and-health" },
  { text: "What helps you wind down before sleep?", category: "body-and-health" },
  { text: "How does your energy change throughout the day?", category: "body-and-health" },
  {
    text: "What is one thing you appreciate about how your body works, without focusing on how it looks?",
    category: "body-and-health",
  },
  {
    text: "If you're living with pain or illness, what has helped you cope, even a little?",
    category: "body-and-health",
  },
  {
    text: "How does screen time affect how you feel physically and mentally?",
    category: "body-and-health",
  },
  {
    text: "What does a truly restful weekend look like for your body?",
    category: "body-and-health",
  },
  {
    text: "Is there a kind message you'd like to give your body today?",
    category: "body-and-health",
  },
  {
    text: "What small comfort could you offer your body tonight, like a warm shower, a stretch, or an early night?",
    category: "body-and-health",
  },
  // creativity
  {
    text: "If your life right now were a chapter in a book, what would its title be?",
    category: "creativity",
  },
  { text: "Describe your ideal day using all five senses.", category: "creativity" },
  {
    text: "Write a short letter to yourself from a future you who is doing okay.",
    category: "creativity",
  },
  {
    text: "What is something you made, built, or created that you're proud of?",
    category: "creativity",
  },
  {
    text: "If you could have any creative skill instantly, what would it be and what would you make?",
    category: "creativity",
  },
  {
    text: "Describe your current feelings as a landscape. What does it look like?",
    category: "creativity",
  },
  {
    text: "Write a few lines about something ordinary as if it were magical.",
    category: "creativity",
  },
  { text: "What color would you use to paint today, and why?", category: "creativity" },
  {
    text: "Imagine a room designed just for your comfort. What's inside it?",
    category: "creativity",
  },
  { text: "Write a six-word story about this week.", category: "creativity" },
  { text: "What activity makes you lose track of time in a good way?", category: "creativity" },
  {
    text: "If your worries were characters in a story, who would they be and what would they want?",
    category: "creativity",
  },
  {
    text: "Write a short poem or a few phrases about the view from your window.",
    category: "creativity",
  },
  {
    text: "What is one tiny way to begin a creative project you've thought about but haven't started?",
    category: "creativity",
  },
  {
    text: "Describe a piece of art, music, or writing that moved you. What did it stir in you?",
    category: "creativity",
  },
  {
    text: "If you could send a message in a bottle, what would you write?",
    category: "creativity",
  },
  {
    text: "Invent a small ritual that could bring you comfort. What does it involve?",
    category: "creativity",
  },
  {
    text: "Write about an animal you relate to. What do you share with it?",
    category: "creativity",
  },
  {
    text: "If this season of your life were a song, what would it sound like?",
    category: "creativity",
  },
  {
    text: "Describe a character who is brave in a quiet way. What do they have in common with you?",
    category: "creativity",
  },
  {
    text: "Draw or describe a map of your week. Where were the hills, the valleys, and the resting places?",
    category: "creativity",
  },
  { text: "What would you create if no one else would ever see it?", category: "creativity" },
  {
    text: 'Write a recipe for a good day, listing the "ingredients" you need.',
    category: "creativity",
  },
  // difficult-days
  {
    text: "What has felt hardest about today? You can write it down exactly as it is.",
    category: "difficult-days",
  },
  {
    text: "If today has been heavy, what is one thing that might make the next hour a little lighter?",
    category: "difficult-days",
  },
  { text: "Who or what has helped you through hard days in the past?", category: "difficult-days" },
  {
    text: "What do you need most right now: comfort, distraction, company, or quiet?",
    category: "difficult-days",
  },
  {
    text: "If you are grieving someone, what is a memory of them you'd like to hold onto today?",
    category: "difficult-days",
  },
  { text: "What would you like to say to someone you've lost?", category: "difficult-days" },
  {
    text: "Loneliness can feel very heavy. When do you feel it most, and what eases it even slightly?",
    category: "difficult-days",
  },
  {
    text: "When everything feels like too much, what is one thing you can set down for now?",
    category: "difficult-days",
  },
  {
    text: "What is getting you through right now, even if it's something small?",
    category: "difficult-days",
  },
  {
    text: "Write about how you're really feeling, without needing to make it sound okay.",
    category: "difficult-days",
  },
  {
    text: "Is there someone you could reach out to today, even with a short message, if you'd like to?",
    category: "difficult-days",
  },
  {
    text: "What are three things that are still true about you, even on your worst days?",
    category: "difficult-days",
  },
  {
    text: 'On a day like this, what does "getting through" look like for you?',
    category: "difficult-days",
  },
  {
    text: "What is a phrase or saying that steadies you when things feel shaky?",
    category: "difficult-days",
  },
  {
    text: "What feels uncertain right now, and what feels steady, even slightly?",
    category: "difficult-days",
  },
  {
    text: "Grief can come in waves. What has it been like for you lately?",
    category: "difficult-days",
  },
  {
    text: "If you feel disconnected from others, what kind of connection would feel manageable today?",
    category: "difficult-days",
  },
  {
    text: "What is one small thing you managed today, even if it was just getting out of bed?",
    category: "difficult-days",
  },
  {
    text: "What is a gentle plan for the rest of today, with no pressure to be productive?",
    category: "difficult-days",
  },
  {
    text: "What has changed in your life that you are still adjusting to?",
    category: "difficult-days",
  },
  {
    text: "What is a comforting thing you could watch, read, or listen to tonight?",
    category: "difficult-days",
  },
  {
    text: "If you could ask for one kind of help right now, what would it be? Who might be able to offer it?",
    category: "difficult-days",
  },
  {
    text: "What would it mean to let today just be a hard day, without it defining the rest of your week?",
    category: "difficult-days",
  },
  {
    text: "If this is a tough season rather than a tough day, what has it been asking of you? What has helped you carry it?",
    category: "difficult-days",
  },
];
