import Aura from '@primeuix/themes/aura';
import PrimeVue from 'primevue/config';
import ConfirmationService from 'primevue/confirmationservice';
import ToastService from 'primevue/toastservice';
import { createApp } from 'vue';
import { createRouter, createWebHistory } from 'vue-router';
import App from './App.vue';
import { readBoot } from './boot';
import { createDesk, installDesk } from './desk';
import HomeView from './views/HomeView.vue';
import './style.css';

// The list and form views (and the components only they use) load when first opened, so the
// landing view parses and paints without them.
const ListView = () => import('./views/ListView.vue');
const FormView = () => import('./views/FormView.vue');
const JobsView = () => import('./views/JobsView.vue');
const CustomizeFormView = () => import('./views/CustomizeFormView.vue');

const desk = createDesk(readBoot());
const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/app', name: 'home', component: HomeView },
    { path: '/app/background-jobs', name: 'jobs', component: JobsView },
    { path: '/app/customize-form', name: 'customize-form', component: CustomizeFormView },
    { path: '/app/:doctype', name: 'list', component: ListView, props: true },
    { path: '/app/:doctype/new', name: 'new', component: FormView, props: (r) => ({ doctype: r.params.doctype, name: null }) },
    { path: '/app/:doctype/:name', name: 'form', component: FormView, props: true },
    { path: '/:rest(.*)', redirect: '/app' },
  ],
});

// Frappe's links name a DocType by its slug (/app/email-account/new): shown under its name.
router.beforeEach(async (to) => {
  const param = to.params.doctype;
  if (typeof param !== 'string' || !/^[a-z0-9-]+$/.test(param)) return true;
  const doctype = await desk.doctypeOfSlug(param);
  return doctype && doctype !== param ? { name: to.name, params: { ...to.params, doctype }, query: to.query, hash: to.hash, replace: true } : true;
});

const app = createApp(App);
installDesk(app, desk);
// darkModeSelector 'none'-like: the desk has one light theme, so the OS setting never half-applies it.
app.use(PrimeVue, { theme: { preset: Aura, options: { darkModeSelector: '.svc-dark' } } });
app.use(ToastService);
app.use(ConfirmationService);
app.use(router);
app.mount('#app');
// The browser test reads this mark: the first view is rendered and painted (first paint budget: 1 s).
void router.isReady().then(() => requestAnimationFrame(() => performance.mark('desk-ready')));
