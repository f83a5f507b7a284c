import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location, ScheduleItem, TemplateItem } from '@stagepass/contract/schedules/fields';
import { SCHEDULING_HELPERS_HELP, SCHEDULING_HELP } from '@stagepass/domain/bids';
import { LINK_COPIED } from '@stagepass/domain/events';
import {
  LOCATION_ADDRESS_NOT_FOUND,
  LOCATION_IN_USE,
  SCHEDULE_HAS_BOOKINGS,
  SCHEDULE_OVERLAPS,
  onDateMessage,
} from '@stagepass/domain/schedules';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import {
  FEED_TEXTS,
  LOCATION_TEXTS,
  NO_LOCATION_TEXTS,
  SCHEDULE_FORM_TEXTS,
  SCHEDULING_TEXTS,
  TEMPLATE_TEXTS,
} from '../schedules-texts';
import { NOW, makeLocation, makeSchedule, makeTemplate } from '../testing';

/** The first render loads the lazy page and the calendar; the machine is shared. */
const slow = { timeout: 20_000 };
const LONG = 40_000;
const talent = makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' });
const FEED_URL = 'https://stagepass.test/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const NEW_FEED_URL = 'https://stagepass.test/api/calendar/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

const feed = (url: string | null) => ({
  exists: true,
  url,
  webcal_url: url && url.replace(/^https:/, 'webcal:'),
  created_at: '2030-12-01T00:00:00.000Z',
});

/** The scheduling screen's reads, with the talent's locations, schedules and templates. */
function server(
  {
    locations = [makeLocation()],
    schedules = [] as ScheduleItem[],
    templates = [] as TemplateItem[],
  }: { locations?: Location[]; schedules?: ScheduleItem[]; templates?: TemplateItem[] } = {},
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    locations_query: ok({ locations }),
    specialist_schedule_list: (body) => ok({ start_date: body.start_date, end_date: body.end_date, schedules }),
    specialist_template_list: ok({ templates }),
    specialist_calendar_feed: ok(feed(FEED_URL)),
    ...extra,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const setValue = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useSessionStore.getState().signIn({ session: 'tok', user: talent });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/dash/scheduling (spec 001 §2 /scheduling)', () => {
  it(
    'shows the help buttons and the calendar, and asks the visible range of specialist_schedule_list',
    async () => {
      const booked = makeSchedule({
        bookings: [
          {
            bid_id: 501,
            event_id: 51,
            event_name: 'Rooftop Party',
            sb_event_id: 61,
            start_time: '2031-01-11T03:00:00.000Z',
            end_time: '2031-01-11T05:00:00.000Z',
            business_id: 9,
            business_name: 'Bayside Venue',
            price: 320,
          },
        ],
      });
      const { sent } = server({ schedules: [booked] });
      const user = userEvent.setup();
      const { container } = renderApp('/dash/scheduling');

      expect(await screen.findByRole('heading', { level: 1, name: 'Scheduling' }, slow)).toBeInTheDocument();
      // The calendar (FullCalendar) opens on the month, with its week and day views.
      expect(await screen.findByRole('button', { name: 'Month' }, slow)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'December 2030' })).toBeInTheDocument();
      // The month grid of Dec 2030, six weeks from Sunday Dec 1 to Saturday Jan 11.
      expect(sent('specialist_schedule_list').at(-1)).toMatchObject({
        start_date: '2030-12-01',
        end_date: '2031-01-11',
      });

      // On the calendar: the schedule's time, location, rate and closing time; the booking's time and event.
      const calendar = container.querySelector('.sch-calendar') as HTMLElement;
      await waitFor(() => expect(calendar.querySelector('.sch-schedule')).not.toBeNull());
      expect(calendar.querySelector('.sch-schedule')).toHaveTextContent(
        /^6:00 pm PST Studio\$300Closes Jan 10, 5:00 pm PST$/,
      );
      expect(calendar.querySelector('.sch-booking')).toHaveTextContent(/^7:00 pm PST Rooftop Party$/);

      // The week view asks for its own week.
      await user.click(screen.getByRole('button', { name: 'Week' }));
      await waitFor(() =>
        expect(sent('specialist_schedule_list').at(-1)).toMatchObject({
          start_date: '2030-12-15',
          end_date: '2030-12-21',
        }),
      );

      // The schedule in view: its location, time, rate and the day's closing time.
      const agenda = within(await screen.findByRole('region', { name: 'Schedules in view' }, slow));
      const row = agenda.getByRole('listitem', { name: /^Studio, Jan 10/ });
      expect(row).toHaveTextContent('Studio · $300');
      expect(row).toHaveTextContent('Jan 10, 6:00 pm PST – 11:00 pm PST');
      expect(row).toHaveTextContent('Closes Jan 10, 5:00 pm PST');
      expect(row).toHaveTextContent('1 booking');
      expect(row).toHaveTextContent('Rooftop Party (Bayside Venue)');

      await user.click(screen.getByRole('button', { name: 'How does scheduling work?' }));
      expect(await screen.findByRole('dialog', { name: SCHEDULING_HELP.title })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Templates and calendar feed' }));
      expect(await screen.findByRole('dialog', { name: SCHEDULING_HELPERS_HELP.title })).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'asks a talent without a location to add one first, and shows a geocoding refusal on the address',
    async () => {
      let answered = 0;
      const { sent } = server(
        { locations: [] },
        {
          location_create_update: () =>
            answered++ === 0
              ? fail(400, LOCATION_ADDRESS_NOT_FOUND, 'address')
              : ok({ location: makeLocation({ name: 'Home' }) }),
        },
      );
      const user = userEvent.setup();
      renderApp('/dash/scheduling');

      const prompt = await screen.findByRole('status', {}, slow);
      expect(prompt).toHaveTextContent(NO_LOCATION_TEXTS.title);
      expect(screen.getByRole('button', { name: 'Add schedule' })).toBeDisabled();
      // Templates start from a location too: the panel says so instead of offering a template it cannot make.
      const templates = within(screen.getByRole('region', { name: TEMPLATE_TEXTS.heading }));
      expect(templates.getByText(TEMPLATE_TEXTS.emptyNoLocation)).toBeInTheDocument();
      expect(templates.queryByRole('button', { name: TEMPLATE_TEXTS.add })).not.toBeInTheDocument();

      await user.click(within(prompt).getByRole('button', { name: NO_LOCATION_TEXTS.action }));
      const form = within(await screen.findByRole('form', { name: 'New location' }));
      const name = form.getByRole('textbox', { name: /^Name/ });
      expect(name).toHaveAttribute('maxlength', '32');
      await user.type(name, 'Home');
      expect(form.getByText('4/32')).toBeInTheDocument();
      await user.type(form.getByRole('textbox', { name: /^Address/ }), 'Nowhere 99999');
      await user.click(form.getByRole('button', { name: 'Save' }));

      const address = form.getByRole('textbox', { name: /^Address/ });
      await waitFor(() =>
        expect(address).toHaveAccessibleDescription(expect.stringContaining(LOCATION_ADDRESS_NOT_FOUND)),
      );
      expect(sent('location_create_update')[0]).toMatchObject({ name: 'Home', address: 'Nowhere 99999' });

      await user.clear(address);
      await user.type(address, '1 Market St, San Francisco');
      await user.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('form', { name: 'New location' })).not.toBeInTheDocument());
      expect(sent('location_create_update')[1]).toEqual({
        request: 'location_create_update',
        name: 'Home',
        address: '1 Market St, San Francisco',
      });
    },
    LONG,
  );

  it(
    'creates a schedule from the location’s wall clock as ISO instants and whole dollars',
    async () => {
      const { sent } = server(
        {},
        { specialist_schedule: (body) => ok({ schedule: makeSchedule({ rate: Number(body.rate) }) }) },
      );
      const user = userEvent.setup();
      renderApp('/dash/scheduling');

      await user.click(await screen.findByRole('button', { name: 'Add schedule' }, slow));
      const form = within(await screen.findByRole('form', { name: SCHEDULE_FORM_TEXTS.newTitle }));
      expect(form.getByText(/Times are at Studio \(America\/Los_Angeles\)/)).toBeInTheDocument();
      setValue(/^Date/, '2031-01-10');
      setValue(/^Start time/, '18:00');
      // 00:00 after the start: midnight, the end of Jan 10 at the Studio.
      setValue(/^End time/, '00:00');
      await user.type(form.getByRole('textbox', { name: /^Rate \(USD\)/ }), '300');
      await user.type(form.getByRole('textbox', { name: /^Book Now \(USD\)/ }), '450');
      await user.type(form.getByRole('textbox', { name: /^Private rate/ }), '500');
      const lockout = form.getByRole('textbox', { name: /^Lockout/ });
      await user.clear(lockout);
      await user.type(lockout, '90');
      const maxEvents = form.getByRole('textbox', { name: /^Max events/ });
      await user.clear(maxEvents);
      await user.type(maxEvents, '2');
      await user.click(form.getByRole('switch', { name: /^Approve bids/ }));
      await user.click(form.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(sent('specialist_schedule')).toHaveLength(1));
      expect(sent('specialist_schedule')[0]).toEqual({
        request: 'specialist_schedule',
        location_id: 3,
        start_time: '2031-01-11T02:00:00.000Z',
        end_time: '2031-01-11T08:00:00.000Z',
        buffer_time: 30,
        rate: 300,
        book_now: 450,
        prv_rate: 500,
        prv_book_now: null,
        approve_bids: true,
        lockout: 90,
        max_events: 2,
      });
      expect(await screen.findByText(SCHEDULE_FORM_TEXTS.created)).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'shows a refusal of the server on the field it names',
    async () => {
      const { sent } = server({}, { specialist_schedule: fail(409, SCHEDULE_OVERLAPS, 'start_time') });
      const user = userEvent.setup();
      renderApp('/dash/scheduling');

      await user.click(await screen.findByRole('button', { name: 'Add schedule' }, slow));
      const form = within(await screen.findByRole('form', { name: SCHEDULE_FORM_TEXTS.newTitle }));
      setValue(/^Date/, '2031-01-10');
      // Nothing typed in the rate: refused before sending.
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(form.getByRole('textbox', { name: /^Rate \(USD\)/ })).toHaveAccessibleDescription(
        expect.stringContaining(SCHEDULE_FORM_TEXTS.required),
      );
      expect(sent('specialist_schedule')).toHaveLength(0);

      await user.type(form.getByRole('textbox', { name: /^Rate \(USD\)/ }), '300');
      await user.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(field(/^Start time/)).toHaveAccessibleDescription(expect.stringContaining(SCHEDULE_OVERLAPS)),
      );
      expect(form.queryByRole('alert')).not.toBeInTheDocument();
      // Changing the time clears the refusal.
      setValue(/^Start time/, '19:00');
      expect(field(/^Start time/)).not.toHaveAccessibleDescription(expect.stringContaining(SCHEDULE_OVERLAPS));
    },
    LONG,
  );

  it(
    'opens a schedule from the calendar to edit it, and shows why the server refuses to delete it',
    async () => {
      const { sent } = server(
        { schedules: [makeSchedule()] },
        {
          specialist_schedule: (body) => ok({ schedule: makeSchedule({ rate: Number(body.rate) }) }),
          specialist_delete_schedule: fail(409, SCHEDULE_HAS_BOOKINGS, 'sch_id'),
        },
      );
      const user = userEvent.setup();
      const { container } = renderApp('/dash/scheduling');

      await screen.findByRole('button', { name: 'Month' }, slow);
      await waitFor(() => expect(container.querySelector('.sch-schedule')).not.toBeNull());
      await user.click(container.querySelector('.sch-schedule') as HTMLElement);
      const form = within(await screen.findByRole('form', { name: SCHEDULE_FORM_TEXTS.editTitle }));
      expect(field(/^Date/)).toHaveValue('2031-01-10');
      expect(field(/^Start time/)).toHaveValue('18:00');
      expect(field(/^End time/)).toHaveValue('23:00');
      expect(form.getByRole('textbox', { name: /^Rate \(USD\)/ })).toHaveValue('300');
      // The day's shared closing time counts down (spec 001 §4).
      expect(form.getByRole('timer')).toHaveTextContent('Closes in 26d 7h');

      await user.click(form.getByRole('button', { name: 'Delete' }));
      const confirm = within(await screen.findByRole('dialog', { name: SCHEDULE_FORM_TEXTS.deleteTitle }));
      await user.click(confirm.getByRole('button', { name: 'Delete' }));
      expect(await form.findByRole('alert')).toHaveTextContent(SCHEDULE_HAS_BOOKINGS);
      expect(sent('specialist_delete_schedule')[0]).toEqual({ request: 'specialist_delete_schedule', sch_id: 71 });

      // Saving an edit sends the schedule's id.
      const rate = form.getByRole('textbox', { name: /^Rate \(USD\)/ });
      await user.clear(rate);
      await user.type(rate, '350');
      await user.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent('specialist_schedule')).toHaveLength(1));
      expect(sent('specialist_schedule')[0]).toMatchObject({
        sch_id: 71,
        start_time: '2031-01-11T02:00:00.000Z',
        end_time: '2031-01-11T07:00:00.000Z',
        rate: 350,
        book_now: 450,
      });
    },
    LONG,
  );

  it(
    "counts the day's close down on the server's clock (the development clock, 26 days ahead)",
    async () => {
      // The server's clock is 10 minutes before the day's close; this browser's still reads 26 days to go.
      const schedule = makeSchedule();
      const serverNow = Date.parse(schedule.closes_at) - 10 * 60_000;
      server(
        {},
        {
          specialist_schedule_list: (body) =>
            ok({
              start_date: body.start_date,
              end_date: body.end_date,
              schedules: [schedule],
              server_now: new Date(serverNow).toISOString(),
            }),
        },
      );
      const user = userEvent.setup();
      renderApp('/dash/scheduling');

      const agenda = within(await screen.findByRole('region', { name: 'Schedules in view' }, slow));
      const row = await agenda.findByRole('listitem', { name: /^Studio, Jan 10/ }, slow);
      expect(row).toHaveTextContent('Closes Jan 10, 5:00 pm PST');
      await user.click(within(row).getByRole('button', { name: /^Edit Studio, Jan 10/ }));
      const form = within(await screen.findByRole('form', { name: SCHEDULE_FORM_TEXTS.editTitle }));
      expect(form.getByRole('timer')).toHaveTextContent(/^Closes in (10m 0s|9m \d\ds)$/);

      // The server's time passes the close: the countdown turns at its next tick.
      vi.setSystemTime(NOW + 10 * 60_000);
      await waitFor(() => expect(form.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/), slow);
    },
    LONG,
  );

  it(
    'applies a template to two chosen dates, and shows the date a refusal names',
    async () => {
      let answered = 0;
      const { sent } = server(
        { templates: [makeTemplate()] },
        {
          specialist_apply_template: () =>
            answered++ === 0
              ? fail(409, onDateMessage('2030-12-20', SCHEDULE_OVERLAPS), 'dates')
              : ok({ schedules: [makeSchedule(), makeSchedule({ schedule_id: 72 })] }),
        },
      );
      const user = userEvent.setup();
      renderApp('/dash/scheduling');

      const templates = within(await screen.findByRole('region', { name: TEMPLATE_TEXTS.heading }, slow));
      const row = await templates.findByRole('listitem', { name: 'Friday nights' });
      expect(row).toHaveTextContent('Studio · 6:00 pm – midnight · $250');
      await user.click(within(row).getByRole('button', { name: 'Apply Friday nights' }));

      const form = within(await screen.findByRole('form', { name: TEMPLATE_TEXTS.applyTitle }));
      // Before today (Dec 15 2030) nothing can be chosen.
      expect(form.getByRole('button', { name: '14 December 2030' })).toBeDisabled();
      await user.click(form.getByRole('button', { name: '27 December 2030' }));
      await user.click(form.getByRole('button', { name: '20 December 2030' }));
      expect(form.getByText('2 dates chosen')).toBeInTheDocument();
      await user.click(form.getByRole('button', { name: TEMPLATE_TEXTS.applySubmit }));

      await waitFor(() => expect(sent('specialist_apply_template')).toHaveLength(1));
      expect(sent('specialist_apply_template')[0]).toEqual({
        request: 'specialist_apply_template',
        name: 'Friday nights',
        dates: ['2030-12-20', '2030-12-27'],
      });
      expect(await form.findByText('2030-12-20: ' + SCHEDULE_OVERLAPS)).toBeInTheDocument();

      // Without the failing date, both schedules are made.
      await user.click(form.getByRole('button', { name: '20 December 2030' }));
      await user.click(form.getByRole('button', { name: '19 December 2030' }));
      await user.click(form.getByRole('button', { name: TEMPLATE_TEXTS.applySubmit }));
      await waitFor(() => expect(sent('specialist_apply_template')).toHaveLength(2));
      expect(sent('specialist_apply_template')[1]).toMatchObject({ dates: ['2030-12-19', '2030-12-27'] });
      expect(await screen.findByText(TEMPLATE_TEXTS.applied(2))).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'renames and deletes a template, and shows why a location in use cannot be deleted',
    async () => {
      const { sent } = server(
        { templates: [makeTemplate()] },
        {
          specialist_template: (body) =>
            ok({ template: body.delete ? null : makeTemplate({ name: String(body.name) }) }),
          location_delete: fail(409, LOCATION_IN_USE, 'location'),
        },
      );
      const user = userEvent.setup();
      renderApp('/dash/scheduling');

      const templates = within(await screen.findByRole('region', { name: TEMPLATE_TEXTS.heading }, slow));
      await user.click(await templates.findByRole('button', { name: 'Edit Friday nights' }));
      const form = within(await screen.findByRole('form', { name: TEMPLATE_TEXTS.editTitle }));
      const name = form.getByRole('textbox', { name: /^Template name/ });
      expect(name).toHaveAttribute('maxlength', '64');
      await user.clear(name);
      await user.type(name, 'Late sets');
      await user.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent('specialist_template')).toHaveLength(1));
      expect(sent('specialist_template')[0]).toMatchObject({
        name: 'Late sets',
        old_name: 'Friday nights',
        location_id: 3,
        start_time: '18:00',
        end_time: '24:00',
        rate: 250,
      });

      await user.click(templates.getByRole('button', { name: 'Delete Friday nights' }));
      const confirm = within(await screen.findByRole('dialog', { name: TEMPLATE_TEXTS.deleteTitle }));
      await user.click(confirm.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(sent('specialist_template')).toHaveLength(2));
      expect(sent('specialist_template')[1]).toEqual({
        request: 'specialist_template',
        delete: true,
        name: 'Friday nights',
      });

      const locations = within(screen.getByRole('region', { name: LOCATION_TEXTS.heading }));
      await user.click(locations.getByRole('button', { name: 'Delete Studio' }));
      const sure = within(await screen.findByRole('dialog', { name: LOCATION_TEXTS.deleteTitle }));
      await user.click(sure.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(LOCATION_IN_USE)).toBeInTheDocument();
      expect(sent('location_delete')[0]).toEqual({ request: 'location_delete', location: 3 });
    },
    LONG,
  );

  it(
    'copies the calendar feed link and resets it after a confirmation',
    async () => {
      const { sent } = server({}, { specialist_calendar_feed_reset: ok(feed(NEW_FEED_URL)) });
      const user = userEvent.setup();
      // user-event puts its own clipboard on navigator at setup.
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      renderApp('/dash/scheduling');

      const panel = within(await screen.findByRole('region', { name: FEED_TEXTS.heading }, slow));
      expect(await panel.findByRole('textbox', { name: FEED_TEXTS.link })).toHaveValue(FEED_URL);
      expect(panel.getByRole('link', { name: FEED_TEXTS.openInApp })).toHaveAttribute(
        'href',
        FEED_URL.replace('https:', 'webcal:'),
      );
      expect(panel.getByText(/Google Calendar/)).toBeInTheDocument();
      await user.click(panel.getByRole('button', { name: 'Copy Link' }));
      expect(writeText).toHaveBeenCalledWith(FEED_URL);
      expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();

      await user.click(panel.getByRole('button', { name: FEED_TEXTS.reset }));
      const confirm = within(await screen.findByRole('dialog', { name: FEED_TEXTS.resetTitle }));
      expect(sent('specialist_calendar_feed_reset')).toHaveLength(0);
      await user.click(confirm.getByRole('button', { name: FEED_TEXTS.reset }));
      await waitFor(() => expect(panel.getByRole('textbox', { name: FEED_TEXTS.link })).toHaveValue(NEW_FEED_URL));
      expect(sent('specialist_calendar_feed_reset')).toHaveLength(1);
      expect(await screen.findByText(FEED_TEXTS.resetDone)).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'says the link is hidden once made, and offers the reset',
    async () => {
      server({}, { specialist_calendar_feed: ok(feed(null)) });
      renderApp('/dash/scheduling');
      const panel = within(await screen.findByRole('region', { name: FEED_TEXTS.heading }, slow));
      expect(await panel.findByText(FEED_TEXTS.hidden)).toBeInTheDocument();
      expect(panel.queryByRole('textbox', { name: FEED_TEXTS.link })).not.toBeInTheDocument();
      expect(panel.getByRole('button', { name: FEED_TEXTS.reset })).toBeEnabled();
    },
    LONG,
  );

  it(
    'answers a schedule request from route state: the block prefilled, and sch_req_id sent',
    async () => {
      const { sent } = server({}, { specialist_schedule: () => ok({ schedule: makeSchedule() }) });
      const user = userEvent.setup();
      // 12 pm to 3 pm on Jan 10 2031 in Los Angeles.
      const { router } = renderApp('/dash/scheduling', {
        schReqId: 12,
        start: '2031-01-10T20:00:00.000Z',
        end: '2031-01-10T23:00:00.000Z',
      });

      const form = within(await screen.findByRole('form', { name: SCHEDULE_FORM_TEXTS.newTitle }, slow));
      expect(form.getByText(SCHEDULE_FORM_TEXTS.fromRequestTitle)).toBeInTheDocument();
      expect(field(/^Date/)).toHaveValue('2031-01-10');
      expect(field(/^Start time/)).toHaveValue('12:00');
      expect(field(/^End time/)).toHaveValue('15:00');
      await user.type(form.getByRole('textbox', { name: /^Rate \(USD\)/ }), '275');
      await user.click(form.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(sent('specialist_schedule')).toHaveLength(1));
      expect(sent('specialist_schedule')[0]).toMatchObject({
        sch_req_id: 12,
        location_id: 3,
        start_time: '2031-01-10T20:00:00.000Z',
        end_time: '2031-01-10T23:00:00.000Z',
        rate: 275,
      });
      // Answered: the route state is gone, so the page does not offer the request again.
      await waitFor(() => expect(router.state.location.state).toBeNull());
    },
    LONG,
  );

  it(
    'on a phone opens the list of the month, with each whole time block, and switches to the month grid',
    async () => {
      // A phone: below Mantine's sm breakpoint.
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: query.includes('max-width: 47.99em'),
            media: query,
            addListener: () => {},
            removeListener: () => {},
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
      server({ schedules: [makeSchedule()] });
      const user = userEvent.setup();
      const { container } = renderApp('/dash/scheduling');

      const listButton = await screen.findByRole('button', { name: 'List' }, slow);
      expect(listButton).toHaveAttribute('aria-pressed', 'true');
      const calendar = container.querySelector('.sch-calendar') as HTMLElement;
      expect(calendar.querySelector('.fc-daygrid')).toBeNull();
      // The chevrons are decoration: the buttons are named by their titles.
      expect(screen.getByRole('button', { name: 'Next Month' })).toBeInTheDocument();
      expect(calendar.querySelector('.fc-icon[role="img"]')).toBeNull();
      // December has no schedule: the list says what to do and offers the button that does it.
      expect(await within(calendar).findByText(SCHEDULING_TEXTS.listEmpty, {}, slow)).toBeInTheDocument();
      expect(within(calendar).getByRole('button', { name: SCHEDULING_TEXTS.addSchedule })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next Month' }));
      expect(await screen.findByRole('heading', { name: 'January 2031' })).toBeInTheDocument();
      await waitFor(() => expect(calendar.querySelector('.fc-list-event.sch-schedule')).not.toBeNull());
      expect(calendar.querySelector('.fc-list-event.sch-schedule')).toHaveTextContent(
        /6:00 pm PST – 11:00 pm PST Studio\$300Closes Jan 10, 5:00 pm PST/,
      );

      await user.click(screen.getByRole('button', { name: 'Month' }));
      expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
      expect(calendar.querySelector('.fc-daygrid')).not.toBeNull();
      expect(calendar.querySelector('.fc-list-event')).toBeNull();
    },
    LONG,
  );
});
