import{_ as o}from"./FormView.vue_vue_type_script_setup_true_lang-Bn89ApFP.js";import"./index-HNTcbAz_.js";import"./index-BNjPyDAV.js";export{o as default};
