import type { EventState } from '../model.ts';
import { DEMO_BUSINESS_ID as DEMO } from './people.ts';

export interface Extra {
  /** Campaign paused. */
  stop?: true;
  state?: EventState;
  sponsored?: true;
  noPoster?: true;
  /** Length in days beyond the first (festivals). */
  days?: number;
  start?: string;
  finish?: string;
  theme?: string;
  /** Created but never funded: no budget yet (the dashboard's 'draft' badge). */
  draft?: true;
}

// id, organiser, name, category, province, venue, days from today, campaign balance (cents), extras.
export type Blueprint = [number, number, string, string, string, string, number, number, Extra?];

// biome-ignore format: a data table reads best one event a line
export const BLUEPRINTS: readonly Blueprint[] = [
  [1, DEMO, 'Jozi Jazz Under the Stars', 'music concert', 'gauteng', 'Mary Fitzgerald Square, Newtown, Johannesburg', 12, 25000, { theme: 'All white' }],
  [2, DEMO, 'Soweto Street Food Fiesta', 'food festival', 'gauteng', 'Orlando Stadium precinct, Soweto', 25, 18000],
  [3, DEMO, 'Tech Founders Breakfast', 'networking', 'gauteng', 'Sandton Convention Centre, Sandton', 40, 9550, { noPoster: true, start: '07:30:00', finish: '10:00:00' }],
  [4, DEMO, 'Winter Fashion Show', 'Fashion Show', 'western cape', 'The Palms Lifestyle Centre, Woodstock, Cape Town', 5, 450, { theme: 'Monochrome' }],
  [5, DEMO, 'Movie Night in the Park', 'movie night', 'gauteng', 'Zoo Lake, Johannesburg', -10, 6000, { stop: true }],
  [6, DEMO, 'Women in Business Summit', 'woman empowerment', 'gauteng', 'CSIR International Convention Centre, Pretoria', 60, 12000, { state: 'postponed', stop: true }],
  [7, 202, 'Cape Town Sunset Sessions', 'music festival', 'western cape', 'Green Point Park, Cape Town', 18, 32000, { days: 1 }],
  [8, 202, 'Karoo Stargazing Weekend', 'festival', 'northern cape', 'Sutherland Observatory grounds', 33, 7500, { days: 2, start: '16:00:00' }],
  [9, 202, 'Gqeberha Gospel Night', 'religious', 'eastern cape', 'Feather Market Centre, Gqeberha', 8, 14000],
  [10, 202, 'Stellenbosch Wine & Tea Party', 'tea party', 'western cape', 'Spier Estate lawns, Stellenbosch', 47, 200, { start: '11:00:00', finish: '16:00:00' }],
  [11, 202, 'Kimberley Big Hole Street Party', 'street party', 'northern cape', 'Big Hole precinct, Kimberley', 70, 21000],
  [12, 202, 'Cape Jazz Reunion', 'music concert', 'western cape', 'Artscape Theatre, Cape Town', -20, 0, { stop: true }],
  [13, 202, 'Cederberg Culture Festival', 'culture and tradition', 'western cape', 'Clanwilliam Showgrounds', 55, 50000, { sponsored: true, days: 1 }],
  [14, 203, 'Durban Beachfront Colour Run', 'color frenzy', 'kwaZulu-natal', 'North Beach, Durban', 15, 27500, { start: '08:00:00', finish: '12:00:00' }],
  [15, 203, 'Zulu Heritage Day Celebration', 'culture and tradition', 'kwaZulu-natal', 'Moses Mabhida Stadium, Durban', 28, 15000, { theme: 'Traditional attire' }],
  [16, 203, 'Bloemfontein Business Mixer', 'business gathering', 'free state', 'Windmill Casino conference hall, Bloemfontein', 21, 8800],
  [17, 203, 'Limpopo Marula Festival', 'festival', 'limpopo', 'Phalaborwa Show Grounds', 64, 19000, { state: 'cancelled', stop: true, days: 1 }],
  [18, 203, 'Mbombela Baby Shower Expo', 'baby shower', 'mpumalanga', 'Riverside Mall events court, Mbombela', 9, 4500, { start: '10:00:00', finish: '15:00:00' }],
  [19, 203, 'Polokwane PS5 Championship', 'PS5', 'limpopo', 'Polokwane Library Gardens hall', 36, 13000],
  [20, 203, 'Pietermaritzburg Team Building Day', 'team building', 'kwaZulu-natal', 'Alexandra Park, Pietermaritzburg', -5, 3000, { stop: true }],
  [21, 204, 'East London Surf & Sound', 'music festival', 'eastern cape', 'Nahoon Reef, East London', 3, 40000],
  [22, 204, 'Rustenburg Product Launch Gala', 'product launch', 'north west', 'Sun City Superbowl', 44, 26000, { theme: 'Black tie' }],
  [23, 204, 'Hermanus Whale Festival', 'festival', 'western cape', 'Hermanus Old Harbour', 80, 34000, { days: 2 }],
  [24, 204, 'Umhlanga Bachelor Bash', 'bachelor party', 'kwaZulu-natal', 'Umhlanga Promenade', 14, 7000, { stop: true }],
  [25, 204, "Mahikeng Men's Conference", 'man empowerment', 'north west', 'Mmabatho Convention Centre, Mahikeng', 90, 15500],
  [26, 204, 'Port Alfred Birthday Regatta', 'birth day celebration', 'eastern cape', 'Kowie River, Port Alfred', -30, 1200, { stop: true }],
  [27, 204, 'Knysna Beauty Pageant', 'beauty pageant', 'western cape', 'Knysna Waterfront Pavilion', 22, 22500, {}],
  // The demo organiser's drafts: more than ten events in all, so the dashboard's table pages.
  [41, DEMO, 'Braamfontein Poetry Evening', 'other', 'gauteng', 'Wits Theatre, Braamfontein', 48, 0, { draft: true, noPoster: true }],
  [42, DEMO, 'Vilakazi Street Heritage Walk', 'culture and tradition', 'gauteng', 'Vilakazi Street, Orlando West, Soweto', 56, 0, { draft: true, noPoster: true }],
  [43, DEMO, 'Maboneng Rooftop Sessions', 'music concert', 'gauteng', 'Arts on Main rooftop, Maboneng', 64, 0, { draft: true, noPoster: true }],
  [44, DEMO, 'Newtown Craft Beer Market', 'food festival', 'gauteng', 'Newtown Junction piazza, Johannesburg', 72, 0, { draft: true, noPoster: true }],
  [45, DEMO, 'Melville Koppies Sunrise Yoga', 'other', 'gauteng', 'Melville Koppies, Johannesburg', 80, 0, { draft: true, noPoster: true, start: '06:00:00', finish: '08:00:00' }],
  [46, DEMO, 'Kliptown Youth Choir Gala', 'religious', 'gauteng', 'Walter Sisulu Square, Kliptown', 88, 0, { draft: true, noPoster: true }],
];
