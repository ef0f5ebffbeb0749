import { loadIntlData } from './intl-data';

loadIntlData();
self.close();
