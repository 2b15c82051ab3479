/** The copy of landing page 2 (/preview-home), section by section in the spec's order. */
import type { SketchRow } from "./components/screen-sketch";
import { LESS_FOOD_WASTE_PERCENT, MONEY_BACK_DAYS, TIME_SAVED_HOURS, TIME_SAVED_HOURS_BUSY, TRIAL_DAYS } from "./pricing";

export const PROBLEMS = [
  {
    title: "Scattered everywhere",
    text: "The shopping list is on the fridge, recipes are screenshots, and the family calendar lives in one person's head.",
  },
  {
    title: "Food in the bin",
    text: "Things expire at the back of the cupboard while another jar of the same thing lands in the trolley.",
  },
  {
    title: "Money slipping away",
    text: "Without a clear picture, small top-up shops add up long before the month does.",
  },
];

export interface FeatureBlock {
  name: string;
  title: string;
  text: string;
  points: string[];
  sketch: { title: string; description: string; rows: SketchRow[] };
}

export const FEATURE_BLOCKS: FeatureBlock[] = [
  {
    name: "Kitchen",
    title: "Pantry, recipes and meals working together",
    text: "Your pantry knows what you have, your recipes know what they need, and your meal plan brings the two together.",
    points: ["Expiry reminders before food goes off", "Meal plans by day or week, with nutrition", "Cooking mode, step by step"],
    sketch: {
      title: "Pantry",
      description: "Sketch of the pantry screen: greek yogurt expires in 2 days, spinach tomorrow, chickpeas next year.",
      rows: [
        { label: "Greek yogurt", value: "2 days", tone: "warn" },
        { label: "Spinach", value: "tomorrow", tone: "warn" },
        { label: "Basmati rice", value: "plenty", tone: "good" },
        { label: "Chickpeas ×3", value: "Mar 2027", tone: "good" },
      ],
    },
  },
  {
    name: "Budget",
    title: "See where the money goes",
    text: "Estimated costs on every list, actual prices as you shop, and spending by category across the month.",
    points: ["Estimated and actual totals per list", "Categories you choose", "Price history for the things you buy often"],
    sketch: {
      title: "Budget · November",
      description: "Sketch of the budget screen: groceries 412 of 500 dollars, household 86 of 120, eating out 64 of 80.",
      rows: [
        { label: "Groceries", value: "$412 / $500", bar: 0.82, tone: "good" },
        { label: "Household", value: "$86 / $120", bar: 0.72, tone: "good" },
        { label: "Eating out", value: "$64 / $80", bar: 0.8, tone: "warn" },
      ],
    },
  },
  {
    name: "Leftover",
    title: "Eat what you cooked",
    text: "Log leftovers with the day they were made, get a nudge before they turn, and see what your household throws away.",
    points: ["Leftovers with cooked-on dates", "Waste tracking and analytics", "Suggestions that use up what's open"],
    sketch: {
      title: "Leftovers",
      description: "Sketch of the leftovers screen: roast chicken to eat by Thursday, rice by Wednesday, soup frozen.",
      rows: [
        { label: "Roast chicken", value: "eat by Thu", tone: "warn" },
        { label: "Rice", value: "eat by Wed", tone: "warn" },
        { label: "Lentil soup", value: "frozen", tone: "good" },
      ],
    },
  },
  {
    name: "Family",
    title: "Made for everyone at the table",
    text: "Add family members with their portion sizes and needs. Servings, shopping and chores follow who is actually home.",
    points: ["Portions per person, from toddler to teen", "Dietary analysis for the whole household", "Chores and tasks shared fairly"],
    sketch: {
      title: "Family",
      description: "Sketch of the family screen: two adults at full portions, Maya at three quarters, Leo at half, and tonight's chores.",
      rows: [
        { label: "Amara & Tom", value: "1 portion each" },
        { label: "Maya (9)", value: "¾ portion" },
        { label: "Leo (3)", value: "½ portion" },
        { label: "Dishes tonight", value: "Maya", tone: "good" },
      ],
    },
  },
  {
    name: "Connection",
    title: "Everyone on the same page",
    text: "A shared family calendar, live updates on every device, and your data on screen even when the signal drops.",
    points: ["Family calendar everyone can see", "Changes appear on every phone in moments", "Cached data while you're offline"],
    sketch: {
      title: "This week",
      description: "Sketch of the family calendar: football Tuesday, parents' evening Wednesday, big shop Saturday.",
      rows: [
        { label: "Tue · Football", value: "Leo · 5pm" },
        { label: "Wed · Parents' evening", value: "6:30pm" },
        { label: "Sat · Big shop", value: "list ready", tone: "good" },
      ],
    },
  },
];

export const STEPS = [
  { title: "Set up your essentials", text: "Add what's in your cupboards and the people you cook for. It takes a few minutes." },
  { title: "Plan your week", text: "Pick meals for the days ahead. Servings adjust to your family and the shopping list fills itself." },
  { title: "Invite your family", text: "Everyone gets their own sign-in and sees the same lists, plans and chores, live." },
  { title: "See it all in one place", text: "Meals, money, chores and plans on one screen, at home or halfway down the aisle." },
];

export const BENEFITS = [
  { figure: `${TIME_SAVED_HOURS}+ hours`, title: "saved every week", text: "on meal planning, list writing and second trips to the shop." },
  { figure: `${LESS_FOOD_WASTE_PERCENT}% less`, title: "food waste", text: "because the pantry and leftovers tell you what to use first." },
  { figure: `${TIME_SAVED_HOURS_BUSY}+ hours`, title: "per week for busy families", text: "when the plan, the list and the chores run themselves." },
  { figure: "1 app", title: "instead of five", text: "pantry, meals, shopping, budget and calendar, shared with everyone at home." },
];

export const STORIES = [
  {
    quote:
      "Sunday evenings used to be a puzzle of who eats what. Now the plan knows Leo's half portions and Maya's nut allergy, and the shopping list is done before we are.",
    who: "A family of four with two young children",
  },
  {
    quote:
      "We stopped buying a third jar of cumin. The pantry tells us what's already there, and the leftovers list tells us what to eat first.",
    who: "A couple who cook in big batches",
  },
  {
    quote:
      "Grandma checks the calendar on her tablet, the kids tick off their chores, and I can finally see what we spend on groceries.",
    who: "Three generations under one roof",
  },
];

export const COMPARISON = [
  { need: "Pantry and expiry dates", before: "Guesswork", single: "A separate pantry app", hearth: "Built in, with reminders" },
  { need: "Meal plans and recipes", before: "Screenshots and memory", single: "A recipe app", hearth: "Planned around your pantry" },
  { need: "Shopping list with costs", before: "Paper on the fridge", single: "A list app, no prices", hearth: "Written from your plan" },
  { need: "Household budget", before: "Receipts in a drawer", single: "A spreadsheet", hearth: "Updates as you shop" },
  { need: "Chores and family calendar", before: "Group chat", single: "Two more apps", hearth: "Shared with everyone" },
  { need: "Everyone sees the same thing", before: "No", single: "Rarely", hearth: "Yes, live" },
];

export const FAQ = [
  {
    q: "Do I need a credit card for the free trial?",
    a: `No. The ${TRIAL_DAYS}-day trial includes every feature and needs no card. At the end, choose Monthly or Yearly, or simply let it lapse.`,
  },
  {
    q: "Who in my family can use it?",
    a: "Everyone you live with can join your household under one subscription. Each person gets their own sign-in, and children can be added by a parent.",
  },
  {
    q: "Does Hearth work offline?",
    a: "Yes. When the signal drops, Hearth keeps showing your cached lists and plans, and your changes sync when you're back online.",
  },
  {
    q: "What happens to my data if I cancel?",
    a: "You keep full access until the end of the period you paid for. After that your data stays safe and comes back the moment you resubscribe, or you can ask us to delete it.",
  },
  {
    q: "Can I get my money back?",
    a: `Yes. Every subscription comes with a ${MONEY_BACK_DAYS}-day money-back guarantee: write to us within ${MONEY_BACK_DAYS} days of your first payment for a full refund.`,
  },
];
