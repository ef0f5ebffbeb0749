const CATEGORY_COLORS: Record<string, string> = {
  food: '#e4572e',
  concerts: '#8e44ad',
  professional_sports: '#2e86de',
  recreational_sports: '#17a2b8',
  outdoors: '#2e7d32',
  shopping: '#d81b60',
  nightlife: '#3f51b5',
  arts: '#f39c12',
  entertainment: '#6c5ce7',
};

/** One colour per category: chips, illustrations and map markers. */
export function categoryColor(category: string): string {
  return CATEGORY_COLORS[category] ?? '#667eea';
}
