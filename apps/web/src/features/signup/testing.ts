import type { PublicPlan } from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passRobotCheck } from '../../test/proof-of-work';

export const PLANS: PublicPlan[] = [
  {
    id: 11,
    name: 'Basic Plan',
    price: 29,
    encounters: 100,
    overage_cost: 0.5,
    description: 'Small practices',
    features: [],
  },
  {
    id: 12,
    name: 'Professional Plan',
    price: 79,
    encounters: 500,
    overage_cost: 0.4,
    description: 'Busy practices',
    features: [],
  },
  {
    id: 13,
    name: 'Enterprise Plan',
    price: 149,
    encounters: 1000,
    overage_cost: 0.3,
    description: null,
    features: [],
  },
];

const type = async (label: string | RegExp, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

/** Step 2 filled in validly. */
export async function fillDetails(loginEmail = 'owner@harbor.test') {
  await type(/^Business name/, 'Harbor Clinic');
  await type(/^Address$|^Address \*/, '12 Harbor Road');
  await type(/^City/, 'Portland');
  await userEvent.click(screen.getByRole('textbox', { name: /^State/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Oregon', hidden: true }));
  await type(/^Zip code/, '97201');
  await type(/^First name/, 'Hana');
  await type(/^Last name/, 'Harbor');
  await type(/^Phone number/, '503 555 0101');
  await type(/^Billing email/, 'billing@harbor.test');
  await type(/^Login email/, loginEmail);
  await type(/^Password/, 'secret1');
  await type(/^Confirm password/, 'secret1');
}

/** The demo card form filled with a card ending in `lastFour`'s test number. */
export async function fillDemoCard(number = '4242424242424242') {
  await type(/^Card number/, number);
  await type(/^Expiry/, '1239');
  await type(/^CVC/, '123');
}

/** Step 3: both agreements ticked (issue 20) and the "I'm not a robot" check solved. */
export async function acceptAgreements() {
  await userEvent.click(await screen.findByRole('checkbox', { name: /Terms of Service/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Business Associate Agreement/ }));
  await passRobotCheck();
}
