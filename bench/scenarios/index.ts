/** The bench's scenarios, in running order. A new row (pantry writes, list generation...) is one more file here. */
import type { Scenario } from "../lib/context.js";
import { analyticsScenario } from "./analytics.js";
import { browserScenario } from "./browser.js";
import { fanoutScenario } from "./fanout.js";
import { mealPlansScenario } from "./meal-plans.js";
import { pantryScenario } from "./pantry.js";
import { rebuildScenario } from "./rebuild.js";
import { writesScenario } from "./writes.js";

export const scenarios: Scenario[] = [writesScenario, fanoutScenario, pantryScenario, mealPlansScenario, analyticsScenario, rebuildScenario, browserScenario];
