// The plan's page: the form (PlanWorkshopView) and, while typed changes would be lost, Back and the
// browser's Back ask first (decision 038).
import { LeaveAlert, useLeaveGuard } from "../../views/drafts.tsx";
import { PlanWorkshopView, type PlanWorkshopViewProps } from "../../views/workshops/PlanWorkshopView.tsx";

export function PlanWorkshopPageView({ changed, ...plan }: PlanWorkshopViewProps & { changed: boolean }) {
  const guard = useLeaveGuard(changed);
  return (
    <>
      <PlanWorkshopView {...plan} />
      <LeaveAlert guard={guard} />
    </>
  );
}
