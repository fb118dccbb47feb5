import { describe, expect, it } from "vitest";
import { screenForCrisis } from "~/services/safety/crisis.server";
import { screenCrisisTiers } from "~/services/safety/crisis-tiers.server";

/**
 * The crisis screen's second tier: semantic frames and their vetoes (crisis-frames.server.ts).
 * Every sentence here was a real miss of the rules alone, or a benign sentence a frame must
 * leave alone.
 */
describe("crisis frames", () => {
  it.each([
    // The three misses that started the work.
    ["I bought a rope", "means-and-preparation"],
    ["how many pills would it take to die", "lethality-question"],
    ["Goodbye everyone, this is my last entry", "farewell"],
    // Lethality questions.
    ["What dose of paracetamol is fatal for an adult?", "lethality-question"],
    ["How long does it take to bleed out?", "lethality-question"],
    ["What's the least painful way to go?", "lethality-question"],
    ["How much insulin would kill someone?", "lethality-question"],
    // Means and preparation.
    ["I counted my pills and I think I have enough now.", "means-and-preparation"],
    ["I loaded my dad's gun and sat with it for an hour.", "means-and-preparation"],
    ["I put my affairs in order this week.", "means-and-preparation"],
    // Farewell and finality.
    ["Sorry for everything. I love you all. Goodbye.", "farewell"],
    ["Please look after my cat when I'm gone.", "farewell"],
    ["Final entry.", "farewell"],
    // Self-harm acts.
    ["I dragged the blade across my arm again until I felt calm.", "self-harm-act"],
    ["I scratched myself until I bled.", "self-harm-act"],
    // Death as the way out.
    ["There's no way out of this except dying.", "death-as-way-out"],
    ["I wish I could go to sleep and just not wake up.", "death-as-way-out"],
    ["I'm going to end it this weekend.", "death-as-way-out"],
    // Burden.
    ["Everyone would finally get some peace if I were gone.", "burden"],
    ["I'm a waste of oxygen.", "burden"],
    // The same shapes next to the vetoes' words, and the signs hidden in long entries (decision 038).
    ["Signing off for good now. Goodbye all.", "farewell"],
    ["Lost the new job today. Goodbye everyone, I'm done.", "farewell"],
    ["Retired, alone, nothing left. Goodbye everyone.", "farewell"],
    ["Last day at work today. Goodbye everyone, this is my final entry.", "farewell"],
    ["Good night and goodbye forever, everyone.", "farewell"],
    ["At the range I loaded the pistol and held it to my head.", "means-and-preparation"],
    [
      "I've got the gun licence for the clays and I keep thinking about a quiet lay-by.",
      "means-and-preparation",
    ],
    [
      "I updated my will and settled my accounts. I won't be here by the end of the month.",
      "means-and-preparation",
    ],
    ["Lunch with my brother. Probably the last time I'll see him, and he has no idea.", "farewell"],
    ["I'm planning for tonight to be the last time.", "farewell"],
    ["I wrote a note and it's in my bag, ready.", "farewell"],
    ["My last text to everyone is scheduled for 4am.", "farewell"],
    ["Kept a box with razor blades and plasters under the bed.", "self-harm-act"],
    ["Tipped them all into my hand and sat on the floor.", "self-harm-act"],
    ["Stood at the railing on the bridge again, picturing it.", "death-as-way-out"],
    ["The river by the station looks so inviting lately.", "death-as-way-out"],
    [
      "The GP asked if I'd thought about ending my life and I said no, because I have a plan.",
      "suicidal-intent",
    ],
    // Training set 9's long entries: the sign told in passing (decision 038).
    ["Sat in the car with the rifle under my chin for an hour.", "means-and-preparation"],
    ["Bought some cord I have no honest use for except one.", "means-and-preparation"],
    ["I've been keeping back one tablet a day since March.", "means-and-preparation"],
    ["I have two months of sleeping pills saved.", "means-and-preparation"],
    ["Made the first cut on my arm tonight.", "self-harm-act"],
    ["Scratching myself every night where no one can see.", "self-harm-act"],
    ["I keep going to the quarry and wanting to step off.", "death-as-way-out"],
    ["I'll stop the insulin and let it happen.", "death-as-way-out"],
    ["Don't renew my gym membership, I won't be alive to use it.", "death-as-way-out"],
    ["Tomorrow I'll be dead, so none of this matters.", "death-as-way-out"],
    ["Looked up whether bleach is painful.", "lethality-question"],
    ["I should have died in that crash.", "wish-to-die"],
    // Training set 10's long entries (decision 038).
    ["Counted the pills again, working out if it's enough.", "means-and-preparation"],
    [
      "The spare ampoules are in my locker and I know exactly what they're for.",
      "means-and-preparation",
    ],
    [
      "Letters are written and in the glovebox. I just need a quiet night.",
      "means-and-preparation",
    ],
    ["On the motorway I keep thinking about turning the wheel.", "death-as-way-out"],
    ["I've started thinking about how I'd do it.", "death-as-way-out"],
    ["If it takes me then it takes me, I'm not fighting this infection.", "death-as-way-out"],
    ["Stood by the barrier on the car park roof again, working up to it.", "death-as-way-out"],
    [
      "The life insurance would pay out if I died in a crash, and I keep thinking about that.",
      "death-as-way-out",
    ],
    ["I don't think I'll see the spring.", "death-as-way-out"],
    ["Carving lines into my thigh again after everyone's asleep.", "self-harm-act"],
    // The same words turned towards the writer's risk.
    ["I'm not thinking about suicide, I'm planning it.", "suicide-language"],
    ["The doctor asked if I'd had thoughts of suicide. I haven't told anyone.", "suicide-language"],
    ["I'm going to unalive myself this weekend.", "suicidal-intent"],
    ["My plants died and I feel suicidal.", "suicide-language"],
    ["Cut my hair off and I feel suicidal.", "suicide-language"],
    ["I'm suicidal, never felt this bad.", "suicide-language"],
    ["I had never thought about suicide until this winter.", "suicide-language"],
    ["Took all my tablets with a bottle of wine.", "method"],
    // Families from the misses of held-out sets 15 to 17 (used; decision 040), written fresh.
    ["I'm scared of what I might do to myself tonight.", "self-harm-act"],
    ["I don't trust myself alone this weekend.", "self-harm-act"],
    ["How do I hide fresh cuts from my mum before swimming?", "self-harm-act"],
    ["Best way to cover new cuts on my thighs for PE?", "self-harm-act"],
    ["Two months clean from cutting and I relapsed last night.", "self-harm-act"],
    ["I stood in the garage and measured the rope against the beam.", "means-and-preparation"],
    ["I think many times to drink the bleach under the sink.", "means-and-preparation"],
    ["Everyone would have it easier with one less mouth to feed.", "burden"],
    // Families from the misses of held-out sets 19 and 20 (counted; decision 041), written fresh.
    [
      "Left the back door unlocked for Saturday so nobody has to kick it in.",
      "means-and-preparation",
    ],
    ["All my tablets are in one freezer bag now, every last one.", "means-and-preparation"],
    ["Read the life policy again. The exclusion period is up since June.", "means-and-preparation"],
    ["Stopped taking my insulin on Sunday and I'm not starting again.", "self-harm-act"],
    ["i quit going to dialysis. done with all of it", "self-harm-act"],
    ["How long can someone survive without dialysis? Asking for me.", "lethality-question"],
    ["My daughter would be better off with a mum who's dead.", "burden"],
    ["Nobody will even miss a useless nurse like me.", "burden"],
    ["So tired of the whole business of being alive.", "death-as-way-out"],
    ["Mum looked so peaceful in the coffin. I want that too.", "death-as-way-out"],
    ["Is the top floor of the multi-storey open overnight?", "lethality-question"],
    ["My knuckles are bleeding from punching the wall again.", "self-harm-act"],
    // Families from the misses of held-out sets 21 and 22 (counted; decision 042), written fresh.
    ["Where could a person order Nembutal online? Asking for me.", "lethality-question"],
    ["Can I unplug the CO detector just for tonight?", "means-and-preparation"],
    ["Queued up a week of posts so no one realises for a while.", "farewell"],
    ["Wrote each of them a letter to remember me by. They will understand one day.", "farewell"],
    ["Phone off after this. Don't come looking for me. Love you all.", "farewell"],
    ["It went deeper than I meant to and I should have had stitches.", "self-harm-act"],
    ["Eight months clean and I really miss the blade tonight.", "self-harm-act"],
    ["I'm going to walk into the river once it gets dark.", "death-as-way-out"],
    ["Booking the coach north, not bothering with a return fare.", "death-as-way-out"],
    // Family and "coming back" are no veto: only a lift home or a move is.
    ["I'm going to walk into the sea, the kids will be better off.", "death-as-way-out"],
    ["Not buying a return ticket. I'm not coming back.", "death-as-way-out"],
    // The plainer signs among the texts of held-out sets 21 to 28 that only the model caught
    // (counted; decision 044), written fresh.
    ["My dad's old rifle is loaded and it's next to me on the bed.", "means-and-preparation"],
    ["If you're reading this, it's already too late. I'm sorry.", "farewell"],
    ["Every time I hold the bread knife I want to run it across my own wrist.", "self-harm-act"],
    ["Need to hide my fresh cuts before the swimming gala.", "self-harm-act"],
    ["Some nights I think about wading into the river and not coming back.", "death-as-way-out"],
    // The families of held-out sets 30 and 31's misses (counted; decision 044), written fresh.
    ["Picked the date, the place and the method. Now I just wait.", "means-and-preparation"],
    ["One-way ticket to Penzance booked, not planning on a return.", "means-and-preparation"],
    ["Pressed the lighter to my thigh again tonight.", "self-harm-act"],
    ["New marks on my arm from the lighter, hidden under my sleeve.", "self-harm-act"],
    ["Relapsed on Friday, razor out of the drawer, fresh cuts by midnight.", "self-harm-act"],
    ["If I steered into the lorry on the A1 no one would suspect a thing.", "death-as-way-out"],
    ["Please, let this be my last Christmas.", "death-as-way-out"],
    ["Drove at a hundred on the ring road with my eyes closed tonight.", "death-as-way-out"],
    ["Everyone I know is tired of me. The world would be lighter without me.", "burden"],
    // The families of the spent held-out sets 33 to 40's misses (decision 046), written fresh.
    ["Googled how high the multi storey behind Tesco is.", "lethality-question"],
    ["If I skipped my dialysis would I die quickly?", "lethality-question"],
    ["Would the pills kick in faster with vodka?", "lethality-question"],
    ["How many of my sleeping tablets would it take for a grown woman?", "lethality-question"],
    ["The hosepipe is in the boot, ready.", "means-and-preparation"],
    [
      "They took away my belt on the unit. Good call, I would have used it.",
      "means-and-preparation",
    ],
    ["My mind is made up. Friday.", "means-and-preparation"],
    ["i shd again last night", "self-harm-act"],
    ["Fresh start, they said. New cuts on my thigh anyway.", "self-harm-act"],
    ["Honestly permanent sleep sounds lovely right now.", "death-as-way-out"],
    ["Some days death seems so peaceful.", "death-as-way-out"],
    ["Woke up at six and thought, ugh, still here.", "death-as-way-out"],
    ["The paramedics say my brother found me. I'm furious he did.", "death-as-way-out"],
    ["The kindest thing I could do for my wife is to disappear.", "burden"],
    ["My parents would honestly be relieved.", "burden"],
    ["So tired of taking up room.", "burden"],
    ["Got the codeine stashed in the loft for when I'm ready.", "means-and-preparation"],
    ["Checked the pills are still under the floorboard.", "means-and-preparation"],
    ["I won't need this journal after this week.", "means-and-preparation"],
    // The families of the spent held-out sets 41 to 48's misses (decision 047), written fresh.
    ["Would the heart pills act quickly if I took the whole packet?", "lethality-question"],
    ["How long does it take for weed killer to work?", "lethality-question"],
    ["Is it 40 or 50 aspirin that kills?", "lethality-question"],
    ["Quit the antidepressants and I'm stockpiling them instead.", "means-and-preparation"],
    ["Doc gave me another month of codeine. More for the stash.", "means-and-preparation"],
    [
      "Left the rifle out instead of locking it away. It's still on the table.",
      "means-and-preparation",
    ],
    ["The quarry past the farm is deep enough.", "means-and-preparation"],
    ["Walked up to the viaduct. Higher than I remembered. Good.", "means-and-preparation"],
    ["Said I'd see her at yoga. Won't be here Thursday but it was kind of her.", "farewell"],
    ["Last shift at the depot tomorrow. And also generally.", "farewell"],
    ["im tapping out now. love you all", "farewell"],
    ["Sliced open my arm in the bathroom at work.", "self-harm-act"],
    ["The scars on my wrists are impossible to hide now.", "self-harm-act"],
    ["The lifeguard dragged me out. I still wish she hadn't.", "death-as-way-out"],
    ["Everyone at the wake said Grandad is at peace. I was so jealous.", "death-as-way-out"],
    ["Since the stillbirth I just want to follow my son.", "death-as-way-out"],
    ["I'm what's wrong with this family. Take me out of the equation.", "burden"],
    ["I'll take myself off your hands, everyone.", "burden"],
    ["Tonight I will set them free.", "burden"],
    // The families of the spent held-out sets 49 to 56's misses (decision 048), written fresh.
    ["Took every tablet in the drawer, then they pumped my stomach.", "death-as-way-out"],
    ["Why did the ambulance crew bring me back? I was almost out.", "death-as-way-out"],
    ["Still livid that they found me in time.", "death-as-way-out"],
    ["Walked to the viaduct at midnight and climbed over the barrier.", "death-as-way-out"],
    ["Urge to end things: 8 out of 10 today.", "death-as-way-out"],
    ["Some nights I want to lie down on the railway line and rest.", "death-as-way-out"],
    ["Every night I pray God to take me before morning.", "death-as-way-out"],
    ["Next week I'm going to finish what I started last spring.", "death-as-way-out"],
    ["I'd rather be dead than go back to that flat.", "death-as-way-out"],
    ["Started stockpiling again, ten days' worth now.", "means-and-preparation"],
    ["The charcoal grill is inside the tent with the vents taped.", "means-and-preparation"],
    ["Checked how deep the reservoir by the dam is.", "means-and-preparation"],
    ["Cuts on my hips now so my partner won't see them.", "self-harm-act"],
    ["Scratched my arms raw in the staff loo.", "self-harm-act"],
    ["Took apart a pencil sharpener for the blade.", "self-harm-act"],
    ["Gave the cat to my neighbour and cancelled the phone contract. Feels tidy now.", "farewell"],
    [
      "Sorted my records into boxes labelled for my brother. He'll know what to do with them.",
      "farewell",
    ],
    ["The GP gave me a three month supply. Saves a trip when I'm ready.", "means-and-preparation"],
    ["My insurance pays out after two years. It has been two years now.", "means-and-preparation"],
    ["Checked the height of the viaduct on my walk today.", "means-and-preparation"],
    ["I'd rather be dust than live through another winter like this.", "death-as-way-out"],
    ["If a person can die of heartbreak, I'm ready to help it along.", "death-as-way-out"],
    ["Took everything from the bathroom cabinet an hour ago.", "death-as-way-out"],
    ["Mood: planning my exit.", "death-as-way-out"],
    ["Stood on the frozen pond and hoped the ice would crack.", "death-as-way-out"],
    // The families of the spent held-out sets 58 to 64's misses (decision 049), written fresh.
    ["how long does weedkiller take", "lethality-question"],
    ["Looked up which car parks in town have no cameras.", "lethality-question"],
    ["Quietly stockpiling. Nobody counts what's in my drawer.", "means-and-preparation"],
    ["Been hoarding Dad's old codeine since he stopped needing it.", "means-and-preparation"],
    ["I've chosen the spot now. The old viaduct over the river.", "means-and-preparation"],
    ["Bought paracetamol at the big Tesco, then went to another chemist.", "means-and-preparation"],
    ["Euthanasia isn't allowed here, so I ordered some online.", "means-and-preparation"],
    ["Made a will at 24, weird I know. Who wants my bike?", "means-and-preparation"],
    ["Mood: 2. Thoughts: the pills upstairs.", "means-and-preparation"],
    ["Labelled boxes for my cousins. Like moving, except I'm not moving anywhere.", "farewell"],
    ["Practised writing 'sorry, it's not your fault' five times on the notepad.", "farewell"],
    ["Sent 'love you' to all my mates tonight. They must have thought it was random.", "farewell"],
    ["Can't decide: call Dad one last time or let him remember Sunday.", "farewell"],
    ["Saying goodbye to lots of things this month.", "farewell"],
    ["If anybody asks, I was happy.", "farewell"],
    ["Left instructions for the dog walker in case I'm not around much longer.", "farewell"],
    ["Two years since she died. I'm ready to go and be with her.", "farewell"],
    ["The show's over, time to close the show.", "farewell"],
    ["Giving my stuff away so it's less work for my brother after.", "farewell"],
    ["Picked the songs for my funeral this morning. Felt oddly calm.", "farewell"],
    ["Sold the ewes, dogs to my cousin. Everything's arranged.", "farewell"],
    ["Gave away my best coat and my records. Clearing the decks.", "farewell"],
    ["Someone like me shouldn't get to grow old.", "death-as-way-out"],
    ["Hope heaven has better coffee. Not long now.", "death-as-way-out"],
    ["If the darkness won't lift I'll go instead.", "death-as-way-out"],
    ["Made the decision on Friday. It will all be over by the weekend.", "death-as-way-out"],
    ["Mum will kill me when she sees the grades. I'll save her the trouble.", "death-as-way-out"],
    ["The thoughts about hurting me came back and honestly I agree with them.", "death-as-way-out"],
    ["Found in time, apparently. I am livid.", "death-as-way-out"],
    ["Not going to be around long enough for the trip in June.", "death-as-way-out"],
    ["My own head keeps saying it's time.", "death-as-way-out"],
    ["Pills in the bathroom and an empty flat all weekend.", "death-as-way-out"],
    ["I made peace with everyone this week.", "death-as-way-out"],
    ["Honestly they'd cope better.", "burden"],
    ["You lot deserve better than me.", "burden"],
    // An attempt survived and regretted (decision 042), written fresh.
    ["Woke up on the ward this morning and I wish I hadn't.", "death-as-way-out"],
    ["Took a load of my pills on Friday. Gutted it didn't work.", "death-as-way-out"],
    // The safe statements of decision 041 taken back or turned, and someone else's denial.
    ["The form asked about thoughts of killing myself. I said no, but I lied.", "suicidal-intent"],
    [
      "The survey asked about thoughts of suicide, not at all sure what to put.",
      "suicide-language",
    ],
    ["He denies it but I know he wants to kill himself.", "suicidal-intent"],
    ["I have no wish to live anymore and I want to die.", "wish-to-die"],
  ])("sees the warning sign in %j (%s)", (text, reason) => {
    expect(screenForCrisis(text)).toEqual({ crisis: true, reason });
  });

  it.each([
    // The vetoes the issue names.
    "I bought a rope for the hammock.",
    "Killing it at the gym this month!",
    "Dead tired after the night shift.",
    // More benign context around the same shapes.
    "I bought a rope to hang the bird feeder in the garden.",
    "How many pills of ibuprofen can I take in a day for my back?",
    "This is my last entry before the holidays, see you in January, diary!",
    "Goodbye everyone at the old office, my last day was lovely.",
    "I wrote my will because we just had a baby.",
    "I gave away my old clothes to charity, feels good to declutter.",
    "The lethal dose scene in the crime show was so tense.",
    "I'm going to end it with my boyfriend.",
    // Look-alikes of decision 040's families.
    "We threw a rope over the beam to hoist the engine out of the van.",
    "Hung the punching bag from the beam with a thick rope.",
    "I'm scared of what my boss will do to me when she sees the figures.",
    "Got new burns on my hand from the oven, covering them with aloe.",
    "With my son off to uni there's one less mouth to feed and the food shop is half the price.",
    "Two months clean from vaping and I slipped at the party, annoyed with myself.",
    "I'd love to just sleep in forever on Saturdays.",
    "Jumped off the pier into the lake with my cousins, freezing but fun!",
    "I cut my hand chopping onions.",
    "Today I felt like a burden at work because I needed help with the new system.",
    "Learned first aid today, including what to do in an overdose.",
    // Life-event farewells, sport, pests and adult paperwork (decision 038).
    "Logging off for the night, goodbye all, see you tomorrow.",
    "Final goodbye to our old student house today, keys handed back to the agent.",
    "Said goodbye to everyone at the leaving do. See you in three weeks, Lisbon!",
    "This is my last post here, moving it all over to the new account.",
    "Retirement party tonight. I said goodbye to everyone and cried like a baby.",
    "My ex texted goodbye forever. Good riddance, blocked.",
    // a farewell denied (decision 043)
    "Last show of the tour tonight. It's not goodbye forever, we'll be back next summer.",
    "I'd rather be dead than be caught in socks and sandals.",
    "Cleaned the rifle after the gun club competition, new personal best.",
    "Bought rat poison for the shed, the mice are back.",
    "Did my will this week, as sensible adults do.",
    "I'm writing my will on Sunday. Nothing dramatic: our solicitor says new parents need one.",
    "That video of the bungee jump off a bridge in New Zealand!",
    "I'd jump off a bridge for a slice of that cake.",
    "Depressed, a bit. Suicidal, no. Just tired.",
    "The nurse asked if I had thoughts of ending my life and I said no, honestly.",
    "Killed myself in Minecraft again by falling into lava.",
    "The school held a self-harm awareness day and I helped with the posters.",
    "I burned myself on the oven again, I'm so clumsy.",
    "I'll be dead before they ever fix this road.",
    "I should be dead tired after this week but I'm buzzing.",
    "The river looked so inviting for a swim after the hike.",
    "Skipped my meds this morning by accident, took them at lunch.",
    // Training set 10's look-alikes (decision 038).
    "Delete the last entry, please.",
    "Ending things with Sam tonight; it's been over for months really.",
    "Final post on this blog: I'm stepping away to focus on my studies.",
    "Updated my will after the wedding. Everything to my wife now.",
    "Not thinking about suicide, just worn out and grumpy.",
    "My basil has committed suicide in the heatwave.",
    "I'm gonna unalive this wasp if it stings me again.",
    "Going to drown myself in chocolate and a box set tonight.",
    "Took all of Grandad's old tablets back to the pharmacy for disposal.",
    "Revising toxicology flashcards: lethal dose, antidote, half-life.",
    "Did two days of suicide intervention training with the fire service.",
    "The doctor asked if I'd had thoughts of suicide. I haven't.",
    "Thinking about jumping into the lake for a swim after work.",
    "I need the nerve to ask my boss for a raise.",
    "The travel insurance pays out if the flight is cancelled.",
    "I don't think I'll see you before Friday.",
    // The look-alikes of decision 041's families: a clinician's advice, a switch, a holiday.
    "The consultant stopped my insulin now that I'm in remission.",
    "Switched to a pump, so I've stopped my insulin pens.",
    "I skipped dialysis on Tuesday because of the snow and went Wednesday instead.",
    "Put all my meds in one bag for the holiday.",
    "Leave the back door unlocked so the dog walker doesn't have to ring.",
    "How long can a diabetic go without insulin if the pump fails on a flight?",
    "The life insurance exclusion period ended, so my claim for the cancer is covered.",
    "The vet said the cat is better off with a family who has a garden.",
    "Is the top floor of the car park open at night for the fireworks?",
    "Knuckles raw from the climbing wall, best session this year.",
    "The world won't miss another boy band, honestly.",
    "Gran looked so peaceful asleep in her chair after the party.",
    // The look-alikes of the families from sets 21 and 22 (decision 042).
    "Our vet practice ordered more pentobarbital for the euthanasia clinic.",
    "How do I turn off the CO alarm just for tonight, it keeps chirping for a new battery?",
    "Scheduled posts for the week so nobody notices straight away that we're away on holiday.",
    "Gave my niece my old watch, something to remember me by while I'm in Australia.",
    "Off to the silent retreat, don't come looking for me, love you all!",
    "Went deeper than usual on the dive today, the pool instructor was pleased.",
    "I miss the blade of my old lawnmower, this one is rubbish.",
    "I really miss cutting the grass now that we live in a flat.",
    "If I have to sit through one more retro I'm going to walk into the sea.",
    "We're going to walk into the sea for the Boxing Day dip with the kids!",
    "Not buying the return ticket because Dad is picking us up.",
    // The look-alikes of decision 042's family: a regret about something else, a remedy that failed.
    "I woke up at six and I wish I hadn't eaten that curry.",
    "Took two paracetamol for the headache, annoyed it didn't work.",
    "Took all my hay fever tablets on holiday and I'm gutted they didn't work.",
    // The look-alikes of decision 044's families: a range, an album, a cream, shaving cuts, a
    // paddle there and back.
    "At the range the instructor's pistol is loaded and on the table in front of me until my turn.",
    "If You're Reading This It's Too Late is still the best album of that year, fight me.",
    "I rub this cream on my wrists when the eczema flares.",
    "Concealer to hide the shaving cuts on my chin before the interview.",
    "We walked into the sea at Margate and straight back out, it was freezing.",
    // The look-alikes of the families from sets 30 and 31 (decision 044).
    "Set the date and place for the wedding, method of transport still to decide.",
    "Booked a one-way ticket to Lisbon for the new job, not planning on a return for a year.",
    "Pressed the cold spoon to my eye like Gran taught me for the swelling.",
    "Burns on my arm from the oven tray again.",
    "Barber's razor gave me the sharpest fade, fresh cuts every month.",
    "If I drove into the city centre no one would find parking.",
    "Let this be my last winter in this damp flat.",
    "I could drive this road with my eyes closed.",
    "The world would be better if people were kinder.",
    // The look-alikes of the families from sets 33 to 40 (decision 046): a quiz, the tow rope,
    // insulin timed, pills with water, a dinner, cuts from brambles, a box of sweets.
    "Looked up how high the Shard is for the pub quiz.",
    "The tow rope is in the boot if the van gets stuck again.",
    "If I skip my insulin before lunch my sugars go wild, lesson learnt.",
    "Do the tablets work faster if you take them with food?",
    "How many sandwiches would it take for a grown man at a wake? Ordered forty.",
    "The decision is made on Monday, at the planning committee, not before.",
    "New cuts on my arms from the brambles, the blackberries were worth it.",
    "Took the whole box of Maltesers to bed after the match.",
    "The baby finally slept, and permanent sleep deprivation is over.",
    "The peaceful death scene at the end of the film made us all cry.",
    "Woke up at six and the snow was still here.",
    "The kindest thing I could do for my wife this week was cook.",
    "My parents would be relieved if I passed my driving test first time.",
    "Saving the good bottle for when I'm ready to celebrate.",
    "Checked the tablets are still in date before the trip.",
    "I won't need this journal after Christmas, Mum bought me a leather one.",
    // The look-alikes of the families from sets 41 to 48 (decision 047): paracetamol for a
    // headache, tins stockpiled, a rifle at the range, a paddling pool, a tapping class, a ham.
    "How long does it take for paracetamol to work on a headache?",
    "Stockpiling tins and batteries before the storm.",
    "Counted my meds into the weekly organiser.",
    "Kept the rifle in the cabinet at the range, as always.",
    "The paddling pool in the garden is deep enough for the twins.",
    "Won't be here Thursday, I'm at my sister's.",
    "Tap dance class tonight, we learnt the shuffle, love you all!",
    "Sliced the ham for the buffet and set it out.",
    "The baby has her eyes, and I want to follow my mum's recipe for the cake.",
    // The look-alikes of the families from sets 49 to 56 (decision 048): a stomach pumped after
    // vodka, a railing climbed for a photo, disused tracks, a prayer for when the time comes, a
    // shed to finish, a camping warning, a wild swim, bites, a jammed sharpener, a feeling let in,
    // the admin after a death, a plunge pool.
    "Had my stomach pumped at 18 after too much vodka at freshers.",
    "Climbed over the railing on the bridge to get a photo of the sunset.",
    "Lay down on the tracks of the disused railway for a photo.",
    "I ask God to take me peacefully when my time comes.",
    "Going to finish what I started with the shed tomorrow.",
    "Never use a disposable bbq inside the tent with the flap closed.",
    "Checked how deep the reservoir is before our wild swim.",
    "Scratched myself raw on the mosquito bites.",
    "Took apart the pencil sharpener to get the jammed pencil out.",
    "Heartbroken, but I'll be fine. Just going to feel it for a while.",
    "How much admin is there after a death?",
    "We jumped off the ledge into the plunge pool on the gorge walk.",
    "Gave the cat to my neighbour and cancelled the phone contract before the move to Leeds. Feels tidy.",
    "Gave the spare bike to my nephew and cancelled Netflix. Feels lighter before the baby comes.",
    "Saving the leftover prescription for when I'm ready to travel again.",
    "Took everything in the cupboard out to clean the shelves.",
    "Planning my exit from the company after the acquisition.",
    "Skated on the frozen lake, hoping the ice would hold.",
    "The policy pays out after two years of contributions, the adviser said.",
    // The look-alikes of the families from sets 58 to 64 (decision 049): a shop's opening hours,
    // a colleague's old prescription thrown out, a picnic spot, a retirement's farewell, the
    // bugle call, a break wanted without a wish to die, the idiom, an idle wish for a cabin, a
    // sister's stuff, a move, a party left early, an old relative's peace made.
    "How long does the weedkiller take to dry before the dog can go out?",
    "Threw out Mum's old codeine at the pharmacy take-back bin.",
    "Picked the spot for the picnic, the old quarry with the swimming hole.",
    "Wrote a farewell letter to the parish today. I'm retiring at Christmas after thirty years.",
    "The bugler played the Last Post at Grandad's funeral.",
    "I want a week off without wanting to die, is that too much to ask?",
    "I'll cross that bridge when I come to it.",
    "Sorted my sister's boxes before her move to Leeds. Clearing the decks.",
    "We left the party early. I'm ready to go to bed.",
    "Time to close the shop for the night.",
    "Looked up which cafés have no cameras for my privacy project.",
    // A clinician's denial, a plain "no wish to", a form's question answered no (decision 041).
    "Pt denies suicidal ideation, intent or plan. Review in three months.",
    "Seen in clinic: denies any thoughts of self-harm, sleeping better.",
    "I sleep badly, but I have no wish to harm myself or die.",
    'PHQ-9 question 9, "thoughts that you would be better off dead": not at all.',
    "The nurse went through the form, including thoughts of harming myself. I said no and meant it.",
  ])("leaves %j alone", (text) => {
    expect(screenForCrisis(text)).toEqual({ crisis: false });
  });

  it("vetoes only the sentence with the benign context", () => {
    expect(screenForCrisis("Bought a rope for the hammock. Then I bought a rope.").crisis).toBe(
      true,
    );
  });

  it("runs the rules and frames without the model and reports the tier", async () => {
    // SEMANTIC_MEMORY is off in unit tests: the embedding tier answers nothing, at once.
    const started = Date.now();
    expect(await screenCrisisTiers("I bought a rope")).toEqual({
      level: "crisis",
      tier: "frames",
      reason: "means-and-preparation",
    });
    expect(await screenCrisisTiers("I want to kill myself")).toMatchObject({
      level: "crisis",
      tier: "rules",
    });
    expect(await screenCrisisTiers("A calm day with tea and a novel.")).toEqual({ level: "none" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ["a zero-width space", "I want to e\u200bnd my life tonight."],
    ["a soft hyphen", "I want to end my l\u00adife tonight."],
    ["a zero-width joiner", "I want to k\u200dill myself"],
    ["full-width letters", "I want to ｋｉｌｌ myself"],
  ])("reads the text as it is displayed: %s hides nothing", async (_, text) => {
    expect((await screenCrisisTiers(text)).level).toBe("crisis");
  });

  it("lets a moderation check add a flag but never clear one", async () => {
    expect(
      await screenCrisisTiers("I bought a rope", { moderate: async () => "none" }),
    ).toMatchObject({
      level: "crisis",
    });
    expect(await screenCrisisTiers("A quiet evening.", { moderate: async () => "crisis" })).toEqual(
      {
        level: "crisis",
        tier: "moderation",
      },
    );
    expect(
      await screenCrisisTiers("A quiet evening.", { moderate: async () => "check-in" }),
    ).toEqual({
      level: "check-in",
      tier: "moderation",
    });
    expect(
      await screenCrisisTiers("A quiet evening.", {
        moderate: () => Promise.reject(new Error("down")),
      }),
    ).toEqual({ level: "none" });
  });
});
