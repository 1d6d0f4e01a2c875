import { landingMessages, legalVersionLine, parsePlanParam, PLAN_FEATURES } from '@paperless/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { serverPlans, setWidth, stubPlans } from './testing';

const m = landingMessages;

/** The plan a start link carries, as the signup page reads it. */
const planOf = (link: HTMLElement) =>
  parsePlanParam(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('plan'));

describe('LandingPage', () => {
  // Wide enough for the three plans on one page.
  beforeEach(() => setWidth(1200));
  afterEach(() => setWidth(1024));

  it('has the sections, the call to action and the free-trial message', async () => {
    stubPlans(serverPlans);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Patient intake/ }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Page sections' });
    for (const [name, href] of [
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Testimonials', '#testimonials'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    for (const id of ['features', 'pricing', 'testimonials'])
      expect(document.getElementById(id)).not.toBeNull();
    expect(screen.getByText(/no credit card needed/i)).toBeInTheDocument();
    // Decision 29: the free trial opens the wizard without its payment step.
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/signup?trial=1',
    );
    expect(screen.getByRole('link', { name: 'Start a Free Trial' })).toHaveAttribute(
      'href',
      '/signup?trial=1',
    );
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it("shows the server's plans, the second marked Most Popular", async () => {
    stubPlans(serverPlans);
    renderApp('/landing');
    const clinic = await screen.findByRole('article', { name: 'Clinic' });
    expect(within(clinic).getByText(m.mostPopular)).toBeInTheDocument();
    expect(within(clinic).getByText('$59')).toBeInTheDocument();
    expect(within(clinic).getByText('1,200 encounters per month')).toBeInTheDocument();
    expect(within(clinic).getByText('$0.25 per extra encounter')).toBeInTheDocument();
    expect(within(clinic).getByText('Clinic for testing')).toBeInTheDocument();
    for (const feature of PLAN_FEATURES)
      expect(within(clinic).getByText(feature)).toBeInTheDocument();
    expect(screen.getAllByText(m.mostPopular)).toHaveLength(1);
    expect(screen.queryByText(m.plansFailed)).toBeNull();
  });

  it('selecting a plan shows the badge and Selected Plan, and every start link carries it', async () => {
    stubPlans(serverPlans);
    renderApp('/landing');
    const group = await screen.findByRole('article', { name: 'Group' });
    expect(within(group).getByRole('link', { name: 'Get Started with Group' })).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Select Plan' }));

    expect(within(group).getByRole('button', { name: m.selectedPlan })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByText('Selected')).toBeInTheDocument();
    const expected = {
      id: 13,
      name: 'Group',
      price: 129,
      encounters: 1300,
      overage_cost: 0.25,
      description: 'Group for testing',
    };
    const startLinks = screen.getAllByRole('link', { name: /^(Get Started|Start with)/ });
    expect(startLinks.length).toBeGreaterThanOrEqual(4);
    for (const link of startLinks.filter((l) => !l.closest('article')))
      expect(planOf(link)).toEqual(expected);
    // Each card's own link carries its own plan.
    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(planOf(within(starter).getByRole('link'))).toMatchObject({ id: 11, name: 'Starter' });

    // Choosing another plan moves the choice.
    fireEvent.click(starter);
    expect(within(group).getByRole('button', { name: 'Select Plan' })).toBeInTheDocument();
    expect(planOf(screen.getByRole('link', { name: 'Start with Starter' }))).toMatchObject({
      id: 11,
    });
  });

  it('falls back to the three default plans when loading fails', async () => {
    stubPlans(500);
    renderApp('/landing');
    expect(await screen.findByText(m.plansFailed)).toBeInTheDocument();
    expect(screen.getByText(m.showingDefaults)).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Basic Plan',
      'Professional Plan',
      'Enterprise Plan',
    ]);
    expect(within(cards[0]!).getByText('$29')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('$0.50 per extra encounter')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(m.mostPopular)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('500 encounters per month')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('$149')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('1,000 encounters per month')).toBeInTheDocument();
  });

  it('falls back to the defaults when the answer is malformed (checked after the first paint)', async () => {
    stubApi({
      'GET /api/public/plans': () => json(200, { plans: [{ ...serverPlans[0], price: 'free' }] }),
    });
    renderApp('/landing');
    expect(await screen.findByText(m.plansFailed)).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Basic Plan',
      'Professional Plan',
      'Enterprise Plan',
    ]);
    expect(screen.queryByText('Starter')).toBeNull();
  });

  it.each([
    ['Help Center', 'Help Center'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Service', 'Terms of Service'],
    ['Business Associate Agreement', 'Business Associate Agreement'],
    ['Contact Support', 'Support'],
  ])('footer link %s opens a real page', async (link, heading) => {
    stubPlans(serverPlans);
    const { router } = renderApp('/landing');
    const footer = await screen.findByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('link', { name: link }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/landing');
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });

  it('labels the legal pages as templates for counsel and gives support contact and hours', async () => {
    const terms = renderApp('/terms');
    expect(await screen.findByText(/template to be reviewed by legal counsel/)).toBeInTheDocument();
    // Issue 20: the versions signup records, on the pages themselves.
    expect(screen.getByText(legalVersionLine('terms'))).toBeInTheDocument();
    terms.unmount();
    const baa = renderApp('/baa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Associate Agreement' }),
    ).toBeInTheDocument();
    expect(screen.getByText(legalVersionLine('baa'))).toBeInTheDocument();
    for (const section of [
      'Permitted uses',
      'Safeguards',
      'breach',
      'Subcontractors',
      'Return or destruction',
      'termination',
    ])
      expect(
        screen.getByRole('heading', { level: 2, name: new RegExp(section, 'i') }),
      ).toBeInTheDocument();
    baa.unmount();
    renderApp('/support');
    expect((await screen.findAllByRole('link', { name: /support@/ }))[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByText(/Monday to Friday/)).toBeInTheDocument();
  });
});
