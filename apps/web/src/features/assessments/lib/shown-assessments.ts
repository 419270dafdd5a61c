import type { Assessment, SupplierAssessments } from '@connector/contracts';

const sameBvdId = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The supplier's assessments as the product lists them: the latest first, then the others. */
export function supplierAssessments(view: Pick<SupplierAssessments, 'main' | 'list'>): Assessment[] {
  return view.main ? [view.main, ...view.list] : [...view.list];
}

/**
 * The cards of a screen: the supplier's assessments, each replaced by a fresher reading of it
 * (`id`, `newId` or the portfolio just started) of its company, and those readings the supplier's
 * list does not hold yet put first, as the newest. Each assessment once.
 */
export function shownAssessments(view: Pick<SupplierAssessments, 'bvdId' | 'main' | 'list'>, fresher: readonly Assessment[]): Assessment[] {
  // A portfolio may hold other companies' assessments: only the supplier's company's are its own.
  const ofCompany = fresher.filter((assessment) => view.bvdId !== null && sameBvdId(assessment.bvdId, view.bvdId));
  const fresh = new Map(ofCompany.map((assessment) => [assessment.id, assessment]));
  const listed = supplierAssessments(view);
  const listedIds = new Set(listed.map((assessment) => assessment.id));
  const unlisted = [...fresh.values()].filter((assessment) => !listedIds.has(assessment.id));
  const seen = new Set<string>();
  return [...unlisted, ...listed.map((assessment) => fresh.get(assessment.id) ?? assessment)].filter(
    (assessment) => !seen.has(assessment.id) && (seen.add(assessment.id), true),
  );
}
