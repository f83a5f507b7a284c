import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_EVENT_BADGES, eventDateText, eventTimeText } from '@stagepass/domain/events';
import { makeEvent, renderWithProviders } from '../../features/events/testing';
import { EventCard } from './event-card';
import { EVENT_IMAGE_PLACEHOLDER } from './event-image';

function card(name = 'Jazz Night') {
  return within(screen.getByRole('article', { name }));
}

describe('event card (spec 001 §2 widgets, §9 texts)', () => {
  it.each<[[number, number], string]>([
    [[0, 0], 'Free'],
    [[2500, 2500], '$25+'],
    [[1000, 2550], '$10 - $25.50'],
    [[0, 2500], 'Free - $25'],
  ])('the fan card shows the price range %j as %s', (range, text) => {
    renderWithProviders(<EventCard event={makeEvent({ ticket_price_range: range })} variant="fan" />);
    expect(card().getByTestId('event-price')).toHaveTextContent(text);
  });

  it('prices an event in its country’s currency', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ ticket_price_range: [1500, 1500], country: 'GB' })} variant="fan" />,
    );
    expect(card().getByTestId('event-price')).toHaveTextContent('£15+');
  });

  it.each<[number, string]>([
    [1.2, '1 mile away'],
    [0.6, '1 mile away'],
    [12.4, '12 miles away'],
  ])('the fan card shows a distance of %d miles as %s', (miles, text) => {
    renderWithProviders(<EventCard event={makeEvent({ distance: miles })} variant="fan" />);
    expect(card().getByTestId('event-distance')).toHaveTextContent(text);
  });

  it('shows no distance when the query measured none, and the date and time at the venue', () => {
    const event = makeEvent();
    renderWithProviders(<EventCard event={event} variant="fan" />);
    expect(card().queryByTestId('event-distance')).not.toBeInTheDocument();
    const when = `${eventDateText(event.start_time, event.time_zone)} · ${eventTimeText(event.start_time, event.time_zone)}`;
    expect(when).toMatch(/^Dec 31 · 8:00 pm P[SD]T$/);
    expect(card().getByText(when)).toBeInTheDocument();
  });

  it('links the name to the event page and shows the booked talent', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({
          celebs: [
            [3, 'Tala Talent', 'https://cdn.example/tala.png'],
            [4, 'Drew Drummer', null],
          ],
        })}
        variant="fan"
      />,
    );
    expect(card().getByRole('link', { name: 'Jazz Night' })).toHaveAttribute('href', '/dash/event/41');
    const talent = within(card().getByRole('list', { name: 'Talent' }));
    expect(talent.getAllByRole('listitem')).toHaveLength(2);
    expect(talent.getByRole('img', { name: 'Tala Talent' })).toHaveAttribute('src', 'https://cdn.example/tala.png');
  });

  it('the business card shows the badges of the answer, and the price only once there are tickets', () => {
    const badges = [BUSINESS_EVENT_BADGES.needsAttention, BUSINESS_EVENT_BADGES.upcoming];
    const { unmount } = renderWithProviders(
      <EventCard event={makeEvent({ badges, draft: true })} variant="business" />,
    );
    const list = within(card().getByRole('list', { name: 'Badges' }));
    expect(list.getAllByRole('listitem').map((b) => b.textContent)).toEqual([
      'Needs Attention',
      'Upcoming Event',
      'Draft',
    ]);
    expect(card().queryByTestId('event-price')).not.toBeInTheDocument();
    expect(card().queryByTestId('event-distance')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <EventCard
        event={makeEvent({ badges: [BUSINESS_EVENT_BADGES.past], ticket_price_range: [1000, 2000] })}
        variant="business"
      />,
    );
    expect(within(card().getByRole('list', { name: 'Badges' })).getByText('Past Event')).toBeInTheDocument();
    expect(card().getByTestId('event-price')).toHaveTextContent('$10 - $20');
  });

  it('shows the placeholder when the event has no image or its image fails to load (spec 001 §8)', () => {
    const { unmount } = renderWithProviders(<EventCard event={makeEvent()} variant="fan" />);
    expect(card().getByRole('img', { name: 'Jazz Night' })).toHaveAttribute('src', EVENT_IMAGE_PLACEHOLDER);
    unmount();

    renderWithProviders(<EventCard event={makeEvent({ image_url: 'https://cdn.example/broken.png' })} variant="fan" />);
    const img = card().getByRole('img', { name: 'Jazz Night' });
    expect(img).toHaveAttribute('src', 'https://cdn.example/broken.png');
    fireEvent.error(img);
    expect(card().getByRole('img', { name: 'Jazz Night' })).toHaveAttribute('src', EVENT_IMAGE_PLACEHOLDER);
  });
});
