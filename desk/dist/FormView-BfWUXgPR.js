import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-Dn5IHjtb.js";import"./index-Co5GWCbh.js";export{m as default};
