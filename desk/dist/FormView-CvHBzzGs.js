import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-Czeb-0IO.js";import"./index-BDhhPNa2.js";export{m as default};
