import { propertySearchMessagesEs } from '@pcr/contracts/property-search-messages-es';
import { alertFrequenciesEs } from '@pcr/ui/i18n/es/alert-frequencies.js';
import { alertsManageEs } from '@pcr/ui/i18n/es/alerts-manage.js';
import { signedLinksEs } from '@pcr/ui/i18n/es/signed-links.js';

/** The page's own Spanish texts, the alert form's frequencies, the kinds of home a search names, and those of every signed link's page. */
export default { ...alertsManageEs, ...alertFrequenciesEs, ...propertySearchMessagesEs, ...signedLinksEs };
