import type { ModuleDefinition } from "../../core/module.js";
import type { HouseholdsService } from "../households/index.js";
import type { EnergyIntakeSource } from "./fitness.energy.js";
import { FitnessResolver } from "./fitness.resolver.js";
import { createFitnessService, type FitnessService } from "./fitness.service.js";
import { FitnessMigration } from "./migrations/20261123-620-fitness.js";
import { fitnessProjection } from "./projections/fitness.projection.js";

export type { FitnessService } from "./fitness.service.js";
export type { EnergyIntakeSource } from "./fitness.energy.js";

/** Fitness: each family member's workout log, weigh-ins, goals and weekly plans, with energy in against out. */
export const fitnessModule: ModuleDefinition<{ households: HouseholdsService; intake?: EnergyIntakeSource }, { fitness: FitnessService }> = {
  name: "fitness",
  entities: [],
  projections: [fitnessProjection],
  migrations: [{ name: "20261123-620-fitness", class: FitnessMigration }],
  create(core, { households, intake }) {
    const service = createFitnessService(core, households, intake);
    return {
      resolvers: [{ type: FitnessResolver, instance: new FitnessResolver(service) }],
      exports: { fitness: service },
    };
  },
};
