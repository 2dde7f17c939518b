import { describe, expect, it } from 'vitest';
import { fixCalendarMarkup, useAccessibleCalendarMarkup } from './accessibleMarkup';

describe('fixCalendarMarkup', () => {
  it("takes react-big-calendar's half-built table roles off and keeps the month labelled", () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div class="rbc-month-view" role="table" aria-label="Month View">
        <div class="rbc-row rbc-month-header" role="row">
          <div class="rbc-header"><span role="columnheader" aria-sort="none">Sun</span></div>
        </div>
        <div class="rbc-month-row" role="rowgroup">
          <div class="rbc-row-content" role="row">
            <div class="rbc-row"><div class="rbc-date-cell" role="cell"><button>1</button></div></div>
            <div class="rbc-row"><div class="rbc-event"><button>Visit</button></div></div>
          </div>
        </div>
      </div>
      <div class="rbc-time-content"><div role="button" tabindex="0">Visit</div></div>
      <div role="group" aria-label="View"></div>`;
    fixCalendarMarkup(root);

    const roles = [...root.querySelectorAll('[role]')].map((element) => element.getAttribute('role'));
    expect(roles).toEqual(['group', 'region', 'button', 'group']);
    expect(root.querySelector('.rbc-month-view')?.getAttribute('aria-label')).toBe('Month View');
    expect(root.querySelector('[aria-sort]')).toBeNull();
    const hours = root.querySelector('.rbc-time-content')!;
    expect([hours.getAttribute('aria-label'), hours.getAttribute('tabindex')]).toEqual(['Hours of the day', '0']);
  });

  it("makes the list view's two tables layout, its column headings hidden (each visit's button says when)", () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div class="rbc-agenda-view">
        <table class="rbc-agenda-table"><thead><tr><th>Date</th><th>Time</th><th>Visit</th></tr></thead></table>
        <div class="rbc-agenda-content">
          <table class="rbc-agenda-table"><tbody><tr><td>Wed, Mar 12</td><td>Morning</td><td><button>Visit</button></td></tr></tbody></table>
        </div>
      </div>`;
    fixCalendarMarkup(root);

    const [headings, rows] = [...root.querySelectorAll('table')];
    expect([headings!.getAttribute('role'), headings!.getAttribute('aria-hidden')]).toEqual(['presentation', 'true']);
    expect([rows!.getAttribute('role'), rows!.getAttribute('aria-hidden')]).toEqual(['presentation', null]);
  });

  it('is exported as a hook for the page', () => {
    expect(typeof useAccessibleCalendarMarkup).toBe('function');
  });
});
