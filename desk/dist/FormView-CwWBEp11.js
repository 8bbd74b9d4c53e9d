import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-qc9Sng7D.js";import"./index-C_K2d4B2.js";export{m as default};
