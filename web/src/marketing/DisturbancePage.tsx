import { H2, Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { CampaignsTab } from './CampaignsTab';
import { ClientsTab } from './ClientsTab';
import { OutboxLog } from './OutboxLog';
import './marketing.css';

const TABS = ['campaigns', 'clients', 'log'] as const;
type TabId = (typeof TABS)[number];

/**
 * /marketing/Disturbance: reminders and mailings to clients (docs/marketing.md). Campaigns with
 * a segment, a message and a per-client preview; clients' occasions and the do-not-disturb flag;
 * the send log. The tab and the open campaign live in the URL, so a reload keeps the place.
 */
export default function DisturbancePage() {
  const [params, setParams] = useSearchParams();
  const tab: TabId = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabId)
    : 'campaigns';
  const campaign = params.get('campaign');

  const go = (next: { tab?: TabId; campaign?: string | null }) => {
    const p = new URLSearchParams();
    const t = next.tab ?? tab;
    if (t !== 'campaigns') p.set('tab', t);
    const c = next.campaign === undefined ? campaign : next.campaign;
    if (c && t === 'campaigns') p.set('campaign', c);
    setParams(p);
  };

  return (
    <section className="app-page mk-page">
      <H2 className="app-page-title">Напоминания клиентам</H2>
      <Tabs
        id="marketing-tabs"
        selectedTabId={tab}
        onChange={(id) => go({ tab: id as TabId, campaign: null })}
        renderActiveTabPanelOnly
        large
      >
        <Tab
          id="campaigns"
          title="Рассылки"
          panel={<CampaignsTab campaignId={campaign} onOpen={(id) => go({ campaign: id })} />}
        />
        <Tab id="clients" title="Клиенты и поводы" panel={<ClientsTab />} />
        <Tab id="log" title="Журнал отправки" panel={<OutboxLog />} />
      </Tabs>
    </section>
  );
}
