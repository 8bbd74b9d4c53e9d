import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-C9g1FSrm.js";import"./index-DeLTppZb.js";export{m as default};
