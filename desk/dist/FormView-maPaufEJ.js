import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-CyLntU7j.js";import"./index-DyTc-1d0.js";export{m as default};
