import { BudgetCalculator } from '../components/budget-calculator.tsx';
import { InfoPage } from '../components/info-page.tsx';
import { OrganiserFrame } from '../components/organiser-frame.tsx';
import { percent, SERVICE_FEE_RATE } from '../content.ts';
import { CALCULATOR_COPY, PAGE_TITLES } from '../messages.ts';

/** /budget: the cost calculator, public, or beside the organiser menu for a logged-in organiser. */
export function BudgetRoute() {
  return (
    <OrganiserFrame>
      <InfoPage title={PAGE_TITLES.budget} lead={CALCULATOR_COPY.lead(percent(SERVICE_FEE_RATE))}>
        <BudgetCalculator />
      </InfoPage>
    </OrganiserFrame>
  );
}
